// `bottleneck/light.js` is Bottleneck without its Redis clustering; the package types only its
// main entry, and the two share one API.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck'
  export default Bottleneck
}
