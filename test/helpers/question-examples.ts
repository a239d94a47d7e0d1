/**
 * The question weeks of interface spec 1.4's examples ("Question gaps at every size"), shared by
 * the clustering's unit tests and the end-to-end tests: one topic asked in many ways beside a
 * topic that shares a word with it, one question asked several times beside another topic, and a
 * week asked in Japanese, written without spaces.
 */
import type { ConversationRow } from '../../src/gaps/rows.ts'

let asked = 0

/**
 * An unanswered question as the platform's export gives it, each with its own id and a day of
 * one week: the row the grouping reads.
 */
export function ask(query: string, extra: Partial<ConversationRow> = {}): ConversationRow {
  asked += 1
  return {
    id: `c${asked}`,
    timestamp: `2026-11-${String(10 + (asked % 10)).padStart(2, '0')}T00:00:00Z`,
    query,
    response: null,
    responseType: 'answer',
    resolutionStatus: 'unanswered',
    sources: [],
    queryCategory: null,
    pageUrl: 'https://docs.example.com/api/keys?tab=1#top',
    ...extra,
  } as ConversationRow
}

/** Six Okta single sign-on questions. */
export const OKTA = [
  'How do I set up SAML SSO with Okta?',
  'Is there a guide for Okta single sign-on?',
  'okta saml configuration steps',
  'Can I use Okta as the SAML identity provider for SSO?',
  'Where do I put the Okta SAML metadata URL?',
  'SSO with Okta does not work, which SAML settings do I need?',
]

/** Two Terraform questions: they share "provider" with an Okta one. */
export const TERRAFORM = [
  'Is there a Terraform provider?',
  'terraform provider for the docs platform',
]

/**
 * Single sign-on asked four ways, two by its acronym and two in words: without the docs they are
 * two pairs; the docs page "Single sign-on (SSO)" makes them one topic (docs-vocabulary.ts).
 */
export const SSO_CONFIGURATION = [
  'How do I configure SSO?',
  'sso configuration',
  'configure single sign-on',
  'single sign-on configuration steps',
]

/** A docs page that spells out the acronym: its title as Mintlify front matter writes it. */
export const SSO_PAGE = {
  path: 'security/sso',
  title: 'Single sign-on (SSO)',
  description: 'Let your team sign in with your identity provider.',
  keywords: ['SAML', 'Okta'],
  navGroups: ['Security'],
  headings: ['Set up SAML with Okta'],
}

/** One question, asked four times in the examples. */
export const DARK_MODE = 'How do I enable dark mode for code blocks?'

/** Eight ways of asking for the docs as a PDF. */
export const PDF_EXPORT = [
  'How do I export the docs to PDF?',
  'export docs as pdf',
  'Can I download the whole documentation as a PDF?',
  'pdf export of the docs',
  'How do I export a page to PDF?',
  'export to pdf not working',
  'is there a PDF export?',
  'How can I export my docs to PDF?',
]

/** Questions each asked by one reader, about nothing else in the week: one-offs. */
/**
 * Questions as readers write them to a person: a greeting and whom it names, a "quick question",
 * thanks at the end. Each asks its own thing; the words they share are the message's.
 */
export const MESSAGES = [
  'Hi team, quick question - can I embed the search widget? Thanks!',
  'Hi team, quick question - how do I rename a page? Thanks!',
  'Hi team, quick question - is there an API rate limit? Thanks!',
  'Hello support, I have a question about billing: how do I update my card? Thanks in advance',
  'Hello support, I have a question about SSO: does it work with Azure AD? Thanks in advance',
  'Hello support, I have a question: where is the changelog? Thanks in advance',
]

export const ONE_OFFS = [
  'what is the capital of pakistan',
  'how long is winter',
  'do ducks eat meat',
  'what are black holes',
  'where can i buy a guitar',
  'how do I rotate my API key',
  'custom domain DNS settings',
  'export analytics to csv',
]

/** A week in Japanese: the weather forecast asked four ways, an alarm asked three. */
export const JAPANESE = {
  weather: [
    '天気予報を教えて',
    '今日の天気予報を教えて',
    '明日の天気予報を教えてください',
    '週末の天気予報を教えて',
  ],
  alarm: ['アラームを設定して', '７時にアラームを設定して', '明日の朝のアラームを設定して'],
}

/**
 * A docs site's week in Japanese, asked politely: three topics of three questions, most in one
 * frame ("…の方法を教えてください", "…できません"), and two questions in another ("…の使い方を
 * 教えてください") that share nothing else.
 */
export const JAPANESE_DOCS = {
  sso: [
    'SSOの設定方法を教えてください',
    'OktaでSSOを設定する方法を教えてください',
    'SSOの設定ができません',
  ],
  pdf: [
    'PDFの出力方法を教えてください',
    'ドキュメントをPDFで出力する方法を教えてください',
    'PDFに出力できません',
  ],
  apiKey: [
    'APIキーの再発行方法を教えてください',
    'APIキーを再発行したいです',
    'APIキーの再発行はどこでできますか',
  ],
  others: ['ダークモードの使い方を教えてください', '検索の使い方を教えてください'],
}

/**
 * Three topics, each with the platform's category, the categories agreeing with what the words
 * group; "How do I set up SSO with Okta?" is just under the floor by its words alone, and "export
 * analytics to csv" shares only its category with the API key questions.
 */
export const CATEGORISED: readonly (readonly [string, string])[] = [
  ['How do I set up SSO with Okta?', 'auth'],
  ['okta sso setup', 'auth'],
  ['configure SSO for Okta', 'auth'],
  ['SSO with Okta users', 'auth'],
  ['rotate my API key', 'api'],
  ['how do I rotate the API key', 'api'],
  ['API key rotation', 'api'],
  ['rotate api key from the dashboard', 'api'],
  ['export analytics to csv', 'api'],
  ['How do I update my credit card?', 'billing'],
  ['update credit card details', 'billing'],
  ['credit card update form', 'billing'],
]

/**
 * A docs site's week in each of thirteen more languages: three topics (export the docs to PDF,
 * change the API key, turn on dark mode), asked in the language's own "how can I…", and a one-off
 * in the same frame ("how can I delete my account?"). Read as English (or another language), the
 * frame's words made gaps of several topics ("hogyan tudom", "cum pot", "kako mogu", "می کنم").
 * `hr` is asked in Serbian, which Croatian's list reads.
 */
export const MORE_LANGUAGES: Readonly<Record<string, readonly (readonly string[])[]>> = {
  pl: [
    [
      'Jak mogę wyeksportować dokumentację do PDF?',
      'eksport dokumentacji do PDF',
      'Czy mogę wyeksportować dokumentację jako PDF?',
    ],
    ['Jak mogę zmienić klucz API?', 'zmiana klucza API', 'Jak zmienić mój klucz API?'],
    ['Jak mogę włączyć tryb ciemny?', 'Czy jest tryb ciemny?', 'włączenie trybu ciemnego'],
    ['Jak mogę usunąć konto?'],
  ],
  cs: [
    [
      'Jak mohu exportovat dokumentaci do PDF?',
      'export dokumentace do PDF',
      'Mohu exportovat dokumentaci jako PDF?',
    ],
    ['Jak mohu změnit klíč API?', 'změna klíče API', 'Jak změním svůj klíč API?'],
    ['Jak mohu zapnout tmavý režim?', 'Je k dispozici tmavý režim?', 'zapnutí tmavého režimu'],
    ['Jak mohu smazat účet?'],
  ],
  hu: [
    [
      'Hogyan tudom exportálni a dokumentációt PDF-be?',
      'dokumentáció exportálása PDF-be',
      'Exportálhatom a dokumentációt PDF formátumban?',
    ],
    [
      'Hogyan tudom megváltoztatni az API kulcsot?',
      'API kulcs megváltoztatása',
      'Hogyan változtathatom meg az API kulcsomat?',
    ],
    ['Hogyan tudom bekapcsolni a sötét módot?', 'Van sötét mód?', 'sötét mód bekapcsolása'],
    ['Hogyan tudom törölni a fiókomat?'],
  ],
  ro: [
    [
      'Cum pot exporta documentația în PDF?',
      'export documentație în PDF',
      'Pot exporta documentația ca PDF?',
    ],
    ['Cum pot schimba cheia API?', 'schimbarea cheii API', 'Cum îmi schimb cheia API?'],
    ['Cum pot activa modul întunecat?', 'Există mod întunecat?', 'activarea modului întunecat'],
    ['Cum pot șterge contul?'],
  ],
  hr: [
    [
      'Kako mogu da izvezem dokumentaciju u PDF?',
      'izvoz dokumentacije u PDF',
      'Mogu li da izvezem dokumentaciju kao PDF?',
    ],
    ['Kako mogu da promenim API ključ?', 'promena API ključa', 'Kako da promenim svoj API ključ?'],
    [
      'Kako mogu da uključim tamni režim?',
      'Da li postoji tamni režim?',
      'uključivanje tamnog režima',
    ],
    ['Kako mogu da obrišem nalog?'],
  ],
  ca: [
    [
      'Com puc exportar la documentació a PDF?',
      'exportar documentació a PDF',
      'Puc exportar la documentació com a PDF?',
    ],
    ["Com puc canviar la clau de l'API?", 'canviar la clau API', 'Com canvio la meva clau API?'],
    ['Com puc activar el mode fosc?', 'Hi ha mode fosc?', 'activar el mode fosc'],
    ['Com puc esborrar el compte?'],
  ],
  sl: [
    [
      'Kako lahko izvozim dokumentacijo v PDF?',
      'izvoz dokumentacije v PDF',
      'Ali lahko izvozim dokumentacijo kot PDF?',
    ],
    ['Kako lahko spremenim ključ API?', 'sprememba ključa API', 'Kako spremenim svoj ključ API?'],
    ['Kako lahko vklopim temni način?', 'Ali obstaja temni način?', 'vklop temnega načina'],
    ['Kako lahko izbrišem račun?'],
  ],
  lt: [
    [
      'Kaip galiu eksportuoti dokumentaciją į PDF?',
      'dokumentacijos eksportas į PDF',
      'Ar galiu eksportuoti dokumentaciją kaip PDF?',
    ],
    ['Kaip galiu pakeisti API raktą?', 'API rakto keitimas', 'Kaip pakeisti mano API raktą?'],
    ['Kaip galiu įjungti tamsųjį režimą?', 'Ar yra tamsusis režimas?', 'tamsiojo režimo įjungimas'],
    ['Kaip galiu ištrinti paskyrą?'],
  ],
  vi: [
    [
      'Làm thế nào để xuất tài liệu sang PDF?',
      'xuất tài liệu PDF',
      'Tôi có thể xuất tài liệu ra PDF không?',
    ],
    ['Làm thế nào để đổi khóa API?', 'đổi khóa API', 'Tôi có thể đổi khóa API của tôi không?'],
    ['Làm thế nào để bật chế độ tối?', 'Có chế độ tối không?', 'bật chế độ tối'],
    ['Làm thế nào để xóa tài khoản?'],
  ],
  uk: [
    [
      'Як я можу експортувати документацію в PDF?',
      'експорт документації в PDF',
      'Чи можна експортувати документацію як PDF?',
    ],
    ['Як я можу змінити ключ API?', 'зміна ключа API', 'Як змінити мій ключ API?'],
    ['Як я можу увімкнути темну тему?', 'Чи є темна тема?', 'увімкнення темної теми'],
    ['Як я можу видалити обліковий запис?'],
  ],
  hi: [
    [
      'दस्तावेज़ को पीडीएफ में कैसे निर्यात करें?',
      'पीडीएफ में दस्तावेज़ निर्यात',
      'क्या मैं दस्तावेज़ पीडीएफ में निर्यात कर सकता हूँ?',
    ],
    ['मैं एपीआई कुंजी कैसे बदलूँ?', 'एपीआई कुंजी बदलना', 'मेरी एपीआई कुंजी कैसे बदलें?'],
    ['मैं डार्क मोड कैसे चालू करूँ?', 'क्या डार्क मोड है?', 'डार्क मोड चालू करना'],
    ['मैं अपना खाता कैसे हटाऊँ?'],
  ],
  he: [
    [
      'איך אני יכול לייצא את התיעוד ל-PDF?',
      'ייצוא התיעוד ל-PDF',
      'האם אפשר לייצא את התיעוד כ-PDF?',
    ],
    ['איך אני יכול לשנות את מפתח ה-API?', 'שינוי מפתח API', 'איך לשנות את מפתח ה-API שלי?'],
    ['איך אני יכול להפעיל מצב כהה?', 'האם יש מצב כהה?', 'הפעלת מצב כהה'],
    ['איך אני יכול למחוק את החשבון?'],
  ],
  fa: [
    [
      'چگونه می‌توانم مستندات را به PDF صادر کنم؟',
      'صدور مستندات به PDF',
      'آیا می‌توانم مستندات را به صورت PDF صادر کنم؟',
    ],
    ['چگونه می‌توانم کلید API را تغییر دهم؟', 'تغییر کلید API', 'چگونه کلید API خود را تغییر دهم؟'],
    ['چگونه می‌توانم حالت تاریک را فعال کنم؟', 'آیا حالت تاریک وجود دارد؟', 'فعال کردن حالت تاریک'],
    ['چگونه می‌توانم حساب خود را حذف کنم؟'],
  ],
}
