/**
 * The words a language's stop-word list lacks that the grouping still reads as no topic, by
 * language: what opens a message (greetings) and closes it (thanks), the words a question asks
 * with ("how", "why", "can I", "please"), the words English's list has that others' lack ("all",
 * "my", "is", "there is") and the light verbs ("use", "make", "get"). language.ts adds them to each
 * language's list; terms.ts finds a message's greeting and closing by them.
 */
/**
 * Words a reader opens a message with, and may go on to name whom it is to ("Hi team,", "Hallo
 * zusammen,", "Bonjour l'équipe,"), by language; with `good`, `guten`, `buenos`…, the word after
 * makes the greeting ("good morning", `GREETING_TIMES`).
 */
const GREETINGS: Readonly<Record<string, readonly string[]>> = {
  // "hii", "hlo" and "helo" as chat writes them ("Hlo sir"; "hiii" is "hi" by `words`).
  en: ['hi', 'hello', 'hey', 'hiya', 'howdy', 'dear', 'greetings', 'hii', 'hlo', 'helo'],
  de: ['hallo', 'servus', 'moin'],
  fr: ['bonjour', 'bonsoir', 'salut', 'coucou'],
  es: ['hola', 'buenas'],
  it: ['ciao', 'salve', 'buongiorno'],
  pt: ['olá', 'oi'],
  nl: ['hoi'],
  nordic: ['hej', 'hei'],
  fi: ['moi', 'terve'],
  tr: ['merhaba', 'selam'],
  id: ['halo'],
  ru: ['привет', 'здравствуйте'],
  zh: ['你好', '您好'],
  // Business Japanese opens with お疲れ様です or いつもお世話になっております (こんにちは is hiragana:
  // grammar already).
  ja: ['お疲れ様', 'お疲れさま', 'お世話'],
  ko: ['안녕하세요', '안녕'],
  ar: ['مرحبا', 'اهلا'],
  el: ['γεια'],
  th: ['สวัสดี'],
}

/** A greeting of two words: the first, and the times of day that follow it ("good morning"). */
const GREETING_TIMES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [
    ['good', 'morning afternoon evening day'],
    ['guten', 'morgen tag abend'],
    ['buenos', 'días dias'],
    ['bom', 'dia'],
    ['boa', 'tarde noite'],
  ].map(([first, times]) => [first!, new Set(times!.split(' '))]),
)

/**
 * Words a reader thanks with or signs off with, opening or closing a message ("Thanks in advance!",
 * "Merci d'avance", "Mit freundlichen Grüßen", "Cordialement").
 */
const THANKS: Readonly<Record<string, readonly string[]>> = {
  en: ['thanks', 'thank', 'thx', 'cheers', 'regards', 'sincerely', 'appreciated', 'appreciate'],
  de: ['danke', 'dankeschön', 'grüße', 'grüßen', 'grüsse', 'gruß'],
  fr: ['merci', 'cordialement'],
  es: ['gracias', 'saludos'],
  it: ['grazie', 'saluti'],
  pt: ['obrigado', 'obrigada', 'atenciosamente', 'abraços'],
  nl: ['dank', 'dankjewel', 'bedankt', 'groeten', 'groet'],
  nordic: ['tak', 'tack', 'takk', 'hilsen', 'hälsningar'],
  fi: ['kiitos'],
  tr: ['teşekkürler', 'teşekkür', 'sağol'],
  id: ['makasih'],
  ru: ['спасибо'],
  zh: ['谢谢'],
  // …よろしくお願いします, 宜しくお願い致します, お手数ですが, お忙しいところ: the closing and the
  // courtesies of business Japanese (ありがとう is hiragana: grammar already).
  ja: ['お願い', '宜しく', '致', 'お手数', 'お忙しい'],
  ko: ['감사합니다', '고맙습니다'],
  ar: ['شكرا'],
  el: ['ευχαριστώ'],
  th: ['ขอบคุณ'],
}

/**
 * Words that ask, or frame a question, and carry no topic, where a language's stop-word list lacks
 * them: how, why, where, when, which, "can I", "please tell me", "may I ask". Without them "why
 * does X fail" and "when does X fail" would meet on `why`/`doe` rather than on X; "¿Cómo puedo
 * exportar a PDF?" and "¿Cómo puedo configurar SSO?" on "cómo puedo"; "SSOの設定方法を教えて
 * ください" and "PDFの出力方法を教えてください" on 方法 and 教え; "请问如何导出PDF" and
 * "请问如何设置SSO" on 请问 and 如何. They tell their language, as the list's own words do. Each
 * language's "please" is one of them, as English's is ("lütfen", "por favor", "s'il vous plaît",
 * "per favore", "alsjeblieft", "пожалуйста", "proszę", "будь ласка", "من فضلك"; German's "bitte"
 * is a chat word).
 */
export const QUESTION_WORDS_OF: Readonly<Record<string, readonly string[]>> = {
  // English also reads "hi, …" questions apart from their greeting, and "hi", "thanks", "ok" or
  // "yes" alone (a reader replying to the assistant) as no gap. "use" is a light verb as "make" and
  // "get" are (the list has those): "How do I use search?", "… the API?", "… dark mode?" made one
  // gap on it; and so are "using", "used" and "uses" (Porter's "us": a gap was known by "top us").
  // "question" is the word a reader names their question by ("quick question:", "I have a question
  // about…"), as Japanese's 質問; "quick" mostly says how short it is. "tell" asks as 教え does ("can
  // you tell me why I was charged to withdraw cash?"). "Sir" and "madam" address the assistant as
  // a greeting does: "Hello sir", "Sir, thanks", "Sir help me" ask nothing ("mam" is not listed:
  // it is Polish for "I have", and would tell English in "Mam problem z logowaniem").
  en: [
    ...['does', 'doesn', 'why', 'when', 'whats', 'hows', 'pls', 'plz', 'please'],
    ...['use', 'using', 'used', 'uses'],
    ...['question', 'questions', 'quick', ...GREETINGS.en!, ...THANKS.en!],
    ...['possible', 'help', 'anyone', 'trying', 'im', 'ive', 'tell'],
    ...['ok', 'okay', 'yes', 'yeah', 'yep', 'nope', 'sure'],
    ...['sir', 'madam', 'maam'],
  ],
  es: [
    ...['cómo', 'dónde', 'cuándo', 'cuál', 'cuáles', 'cuánto', 'cuánta', 'cuántos', 'cuántas'],
    ...['puedo', 'puede', 'pueden', 'favor'],
    // Should ("¿Debo usar SAML u OIDC?"), and "u", "or" before an o.
    ...['debo', 'debe', 'debería', 'deberia', 'u'],
  ],
  // How much: "Combien coûte le SSO ?" and "Combien coûte l'API ?" met on "combien" (and "coûte").
  fr: [
    ...['comment', 'pourquoi', 'quoi', 'quand', 'combien'],
    ...['peut', 'puis', 'peux', 'pouvez', 'plaît', 'svp'],
    // Should, must: "Dois-je utiliser SAML ou OIDC ?", "Faut-il activer le SSO ?".
    ...['dois', 'doit', 'devrais', 'devrait', 'faut'],
  ],
  // What: "cosa", and "cos" of "cos'è" (what is), read as "cos" and "è"; should ("Devo usare SAML
  // o OIDC?"), and "o" (or).
  it: [
    ...['posso', 'può', 'puoi', 'quando', 'qual', 'cos', 'cosa', 'favore', 'cortesia'],
    ...['devo', 'deve', 'dovrei', 'dovrebbe', 'o'],
  ],
  pt: [
    ...['porque', 'porquê', 'onde', 'quanto', 'quantos', 'quanta', 'quantas'],
    ...['posso', 'pode', 'podem', 'favor'],
    // Should ("Devo usar SAML ou OIDC?").
    ...['devo', 'deve', 'deveria'],
  ],
  nl: ['waarom', 'waar', 'wanneer', 'welke', 'hoeveel', 'alsjeblieft', 'alstublieft'],
  fi: ['miten', 'miksi', 'missä', 'mikä', 'kuinka', 'voin', 'voiko'],
  ru: ['почему', 'зачем', 'могу', 'может', 'пожалуйста', 'сколько'],
  // Arabic's "قم ب…" ("do …") asks for the action its noun names: "قم بتفعيل المنبه", "قم بإيقاف
  // جميع المنبهات" (activate the alarm, stop all alarms) met on it.
  ar: ['لماذا', 'يمكن', 'يمكنني', 'أستطيع', 'قم', 'فضلك'],
  el: ['πώς', 'γιατί', 'πού', 'πότε', 'τι', 'μπορώ'],
  // The way to (방법, as Japanese's 方法), where; can (수 of "할 수 있나요"), is there; please
  // (주세요); the polite forms of "do" that end a question (하나요, 합니다, 하는).
  ko: [
    ...['방법', '어디서', '수', '있나요', '있습니까', '있어요', '주세요'],
    // What (is it): "SSO란 무엇인가요?", what is SSO.
    ...['무엇', '무엇인가요', '무엇입니까', '뭔가요', '뭐예요'],
    ...['하나요', '합니다', '하는', '하려면', '할'],
    // How much: "SSO 가격은 얼마인가요?".
    ...['얼마', '얼마인가요', '얼마예요', '얼마입니까'],
  ],
  // How (อย่างไร, ยังไง, วิธี: the way to), why, where, when, the question particle ไหม; I, you;
  // please (ช่วย); the polite particles that close a sentence (ครับ, ค่ะ, คะ).
  th: [
    ...['อย่างไร', 'ยังไง', 'วิธี', 'ทำไม', 'ที่ไหน', 'เมื่อไร', 'เมื่อไหร่', 'ไหม'],
    ...['ฉัน', 'ผม', 'ดิฉัน', 'คุณ', 'ช่วย', 'ครับ', 'ค่ะ', 'คะ'],
  ],
  id: ['dimana'],
  pl: ['mogę', 'można', 'dlaczego', 'gdzie', 'kiedy', 'jaka', 'proszę'],
  cs: ['mohu', 'můžu', 'lze', 'proč', 'kde', 'kdy'],
  sk: ['môžem', 'prečo', 'kde', 'kedy'],
  hu: ['tudom', 'tudok', 'tudnám', 'lehet', 'hol'],
  ro: ['unde', 'când'],
  hr: ['mogu', 'može', 'možete', 'zašto', 'gdje', 'gde', 'kada'],
  ca: ['puc', 'pot', 'poden', 'quan'],
  sl: ['svoj', 'svojo', 'zakaj', 'kje', 'kdaj'],
  lt: ['galiu', 'gali', 'galima', 'yra', 'kodėl', 'kur', 'kada'],
  // How (làm thế nào, sao), I (tôi), can (có thể), what, where, how many.
  vi: ['làm', 'thế', 'nào', 'sao', 'tôi', 'thể', 'gì', 'đâu', 'bao', 'nhiêu'],
  uk: ['можу', 'можна', 'чому', 'де', 'коли', 'ласка', 'скільки'],
  bg: ['мога', 'може', 'защо', 'къде', 'кога'],
  // How, what or whether, why, where, when; I, my, me, am.
  hi: [...['कैसे', 'क्या', 'क्यों', 'कहाँ', 'कहां', 'कब'], ...['मैं', 'मेरा', 'मेरी', 'मेरे', 'मुझे', 'हूँ', 'हूं']],
  he: ['האם', 'למה', 'מתי'],
  // How, why, where, whether; the verb's prefix (می), can I, do, is, has, own, I.
  fa: [
    ...['چگونه', 'چطور', 'چرا', 'کجا', 'آیا'],
    ...['می', 'توانم', 'میتوانم', 'کنم', 'کنیم', 'است', 'دارد', 'خود', 'من'],
  ],
  // 教えて(ください): please tell me; 方法, 使い方, やり方, 仕方: the way to, how to; 知りたい (知|り|
  // たい): I want to know; 質問: a question; 何: what.
  ja: ['教え', '方法', '使い方', 'やり方', '仕方', '知', '質問', '何'],
  // How, what do I do, why, what, where; may I ask, I want to, can, whether, should, or; use (a light verb, as
  // English's: "SSO无法使用" and "Webhook无法使用", SSO / webhooks cannot be used, met on it).
  zh: [
    // 怎么办 (what do I do) the segmenter cuts as 怎么 and 办.
    ...['如何', '怎么', '怎样', '怎么办', '办', '为什么', '什么', '哪里', '在哪'],
    ...['请问', '我想', '能否', '可以', '是否', '使用', '应该', '还是', '多少'],
  ],
  // Please; the question particle (its list has "mı", "mu", "mü") and its forms with a person
  // ("silebilir miyim?", can I delete), what is.
  tr: [
    ...['lütfen', 'mi', 'nedir'],
    ...['miyim', 'mıyım', 'muyum', 'müyüm', 'misin', 'mısın', 'musun', 'müsün'],
    ...['miyiz', 'mıyız', 'muyuz', 'müyüz', 'misiniz', 'mısınız', 'musunuz', 'müsünüz'],
    ...['midir', 'mıdır', 'mudur', 'müdür'],
  ],
}

/** `byLanguage` with `words` in each language's list. */
function inEach(
  words: readonly string[],
  byLanguage: Readonly<Record<string, readonly string[]>>,
): Record<string, readonly string[]> {
  return Object.fromEntries(
    Object.entries(byLanguage).map(([code, ws]) => [code, [...words, ...ws]]),
  )
}

/**
 * Words of one act, by the act (its English word) and language: each is read as the act's English
 * stem, in every language ("How do I delete a project?" and "How do I remove a project?" ask the
 * same, and shared only "project", one word of two, which the grouping reads as too little:
 * similarity.ts). One stem for all languages: Portuguese "remover" and "deletar" stem as English
 * "remove" and "delete" do. Spanish "quitar" is read in its forms (`=`: its stem is English
 * "quit", which would read as delete in English's memory: `stemReadNow`); so is Russian "удаление"
 * (deletion: it stems as "удалённый", remote). Left out: French "retirer" (it also withdraws cash).
 * German "Entfernung" (distance) stems as "entfernen" and is read as the act: docs are seldom
 * asked about distances.
 */
export const SAME_ACT: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  delete: {
    en: ['delete', 'remove', 'erase'],
    de: ['löschen', 'entfernen'],
    fr: ['supprimer', 'effacer', 'enlever'],
    es: [
      'eliminar',
      'borrar',
      'suprimir',
      ...['=quitar', '=quito', '=quita', '=quitas', '=quitan'],
      '=quité',
    ],
    it: ['eliminare', 'cancellare', 'rimuovere'],
    pt: ['excluir', 'apagar', 'remover', 'deletar'],
    nl: ['verwijderen', 'wissen'],
    ru: [
      ...['удалить', 'удалять', 'убрать', 'убирать', 'стереть', 'стирать'],
      ...['=удаление', '=удаления', '=удали', '=удалите', '=удалю'],
    ],
    uk: [
      ...['видалити', 'видаляти', 'видалення', 'прибрати', 'прибирати'],
      ...['=видали', '=видаліть', '=видалю'],
    ],
    // No stemmer reads Czech or Slovak: each form as readers type it.
    cs: [
      ...['smazat', 'smažu', 'smaž', 'smažte', 'smazání', 'vymazat', 'vymažu'],
      ...['odstranit', 'odstraním', 'odstraň', 'odstraňte', 'odstranění'],
    ],
    sk: [
      ...['zmazať', 'zmažem', 'zmaž', 'zmažte', 'zmazanie', 'vymazať', 'vymažem'],
      ...['odstrániť', 'odstránim', 'odstráň', 'odstráňte', 'odstránenie'],
    ],
    zh: ['删除', '移除', '删掉'],
    // As typed where a stemmer reads the forms apart ("poista", "poistan" and "poisto" stem as
    // "pois", "poist" and "poisto"; "pois" is also "off") or there is none (Polish, Catalan).
    pl: [
      ...['usunąć', 'usuń', 'usuńcie', 'usunięcie', 'usuwanie', 'usuwać', 'usuwam'],
      ...['skasować', 'skasuj', 'wykasować'],
    ],
    fi: [
      ...['=poista', '=poistaa', '=poistan', '=poistanko', '=poisto', '=poistaminen'],
      ...['=poistetaan', '=poistettu'],
    ],
    hu: [
      ...['=törlöm', '=törölni', '=törlés', '=törlése', '=töröld', '=törli', '=törölhetem'],
      ...['=törölhető', '=eltávolítás', '=eltávolítani', '=eltávolítom'],
    ],
    // Croatian's list reads Serbian and Bosnian in Latin letters too.
    hr: [
      ...['=izbrisati', '=izbriši', '=izbrišem', '=obrisati', '=obriši', '=obrišem'],
      ...['=brisanje', '=brisanja', '=ukloniti', '=ukloni', '=uklanjanje'],
    ],
    sl: [
      ...['=izbrisati', '=izbriši', '=izbrišem', '=brisanje', '=brisanja', '=odstraniti'],
      ...['=odstrani', '=odstranim'],
    ],
    el: [
      ...['=διαγράφω', '=διαγράψω', '=διαγραφή', '=διαγραφής', '=διαγράψτε', '=διαγράφεται'],
      ...['=διαγράψει', '=αφαιρώ', '=αφαίρεση'],
    ],
    ca: [
      ...['eliminar', 'elimino', 'elimina', 'eliminació', 'esborrar', 'esborro', 'esborra'],
      ...['suprimir', 'suprimeixo'],
    ],
    he: [
      ...['=מחק', '=מוחק', '=מוחקת', '=מוחקים', '=למחוק', '=מחיקת', '=מחיקה', '=אמחק'],
      ...['=להסיר', '=הסרת', '=הסרה'],
    ],
    bg: [
      ...['=изтрия', '=изтрий', '=изтриване', '=изтривам', '=изтрие', '=премахна'],
      ...['=премахване', '=премахни'],
    ],
    ro: ['șterge', 'șterg', 'ștergere', 'elimina', 'elimin'],
    lt: ['ištrinti', 'ištrink', 'ištrynimas', 'pašalinti'],
    sv: ['radera', 'raderar', 'radering'],
    da: ['slette', 'slet', 'sletter', 'sletning'],
    nb: ['slette', 'slett', 'sletter', 'sletting'],
    id: ['hapus', 'menghapus', 'penghapusan', 'dihapus'],
    hi: ['=हटाना', '=हटाएं', '=हटाऊं', '=हटाओ', '=हटाये', '=हटा', '=डिलीट'],
    ar: ['=حذف', '=احذف', '=أحذف', '=يحذف', '=تحذف', '=مسح', '=امسح'],
    // Turkish's forms as typed: its stemmer reads "silerim" (I delete) as "si".
    tr: [
      ...['=sil', '=silmek', '=silerim', '=siler', '=silebilir', '=silebilirim', '=siliyorum'],
      ...['=silinir', '=silme', '=silinmesi', '=kaldır', '=kaldırmak', '=kaldırırım'],
      ...['=kaldırabilir', '=kaldırabilirim', '=kaldırılır'],
    ],
  },
  // What a thing costs: "How much does SSO cost?", "SSO pricing", "What is the price of SSO?".
  price: {
    en: ['cost', 'costs', 'pricing'],
    de: ['kosten', 'kostet', 'preis', 'preise'],
    fr: ['coût', 'coûte', 'coûtent', 'prix', 'tarif', 'tarifs'],
    es: ['cuesta', 'cuestan', 'costo', 'coste', 'precio', 'precios'],
    it: ['costa', 'costano', 'costo', 'prezzo', 'prezzi'],
    pt: ['custa', 'custam', 'custo', 'preço', 'preços'],
    nl: ['kost', 'kosten', 'prijs', 'prijzen'],
    ja: ['料金', '価格', '費用', '値段'],
    zh: ['价格', '费用', '收费', '价钱'],
    ko: ['가격', '요금', '비용'],
    // Russian's and Ukrainian's "costs" as typed: "стоит" stems as "сто" (a hundred).
    ru: ['=стоит', '=стоят', 'стоимость', 'цена', 'цены', 'цену'],
    uk: ['=коштує', '=коштують', 'вартість', 'ціна', 'ціни'],
    pl: ['kosztuje', 'kosztują', 'koszt', 'koszty', 'kosztu', 'cena', 'ceny', 'cenę', 'cennik'],
    cs: ['stojí', 'cena', 'ceny', 'cenu', 'náklady', 'ceník'],
    sv: ['kostar', 'kostnad', 'kostnaden', 'pris', 'priset', 'priser'],
    da: ['koster', 'pris', 'prisen', 'priser'],
    nb: ['koster', 'pris', 'prisen', 'priser'],
    tr: ['fiyat', 'fiyatı', 'ücret', 'ücreti', 'maliyet'],
    id: ['harga', 'biaya', 'tarif'],
  },
  // How much of a thing one may have: "What is the limit for webhooks?", "webhook quota", "the
  // maximum number of webhooks". Not "max": a name ("email Max"), and "turn it to max".
  limit: {
    en: ['quota', 'quotas', 'maximum'],
    de: ['limit', 'limits', 'kontingent', 'maximum', 'maximal', 'maximale', 'höchstzahl'],
    fr: ['limite', 'limites', 'quota', 'quotas', 'maximum'],
    es: ['límite', 'límites', 'cuota', 'máximo'],
    it: ['limite', 'limiti', 'massimo'],
    pt: ['limite', 'limites', 'cota', 'máximo'],
    nl: ['limiet', 'limieten', 'quotum', 'maximum'],
    ja: ['上限', '制限', 'クォータ'],
    zh: ['限制', '上限', '配额'],
    ko: ['제한', '한도', '할당량'],
    ru: ['лимит', 'лимиты', 'ограничение', 'ограничения', 'квота', 'максимум'],
    uk: ['ліміт', 'ліміти', 'обмеження', 'квота', 'максимум'],
    pl: ['limit', 'limity', 'limitu', 'ograniczenie', 'ograniczenia', 'maksimum'],
    cs: ['limit', 'limity', 'omezení', 'kvóta', 'maximum'],
    sv: ['gräns', 'gränsen', 'kvot', 'kvoten', 'maximum'],
    da: ['grænse', 'grænsen', 'kvote', 'maksimum'],
    nb: ['grense', 'grensen', 'kvote', 'maksimum'],
    // Turkish's "kota" as typed: it stems as "ko".
    tr: ['limit', 'sınır', 'sınırı', '=kota', '=kotası'],
    id: ['batas', 'limit', 'kuota', 'maksimum'],
  },
  // One word that Porter stems two ways ("fail", "failur"): "Why did the deploy fail?" and "deploy
  // failure". Not "verification" beside "verify" (BANKING77's verifying topics mixed more: the size
  // family 6.19 → 6.39 %), nor "notify" beside "notification" (HWU64's whole pool 7.4 → 7.7 %).
  fail: { en: ['failure', 'failures'] },
  // What a product supports: "Do you support SAML?", "SAML support", "Is SAML supported?" (French
  // "prendre en charge" is a phrase: PHRASES_OF). Where each form stemmed apart ("unterstützt",
  // "Unterstützung"; "поддерживаете", "поддержка"), or typed where the stemmer cuts too much.
  support: {
    de: ['unterstützt', 'unterstützung', 'unterstützen', 'unterstützte'],
    fr: ['supporte', 'supportez', 'supporté', 'supportés'],
    es: ['admiten', 'admite', 'admitido', 'soporte', 'soporta', 'soportan', 'soportado'],
    nl: ['ondersteunen', 'ondersteund', 'ondersteunt', 'ondersteuning'],
    ru: ['поддерживаете', 'поддерживает', 'поддерживается', 'поддержка', 'поддержку', 'поддержки'],
    uk: ['підтримуєте', 'підтримує', 'підтримується', 'підтримка', 'підтримку'],
    pl: ['obsługujecie', 'obsługuje', 'obsługa', 'obsługiwany', 'obsługiwane', 'wsparcie'],
    cs: ['podporujete', 'podporuje', 'podpora', 'podporu', 'podporováno'],
    sv: ['stöder', 'stödjer', 'stöd', 'stöds'],
    da: ['understøtter', 'understøttes', 'understøttelse'],
    nb: ['støtter', 'støttes', 'støtte'],
    tr: ['=destek', '=desteği', '=destekliyor', '=destekleniyor', '=destekler'],
    id: ['mendukung', 'dukungan', 'didukung'],
    zh: ['支持'],
    ja: ['対応', 'サポート'],
    ko: ['지원'],
  },
  // Setting a thing up, where the verb and its noun stem apart: "Как настроить SSO?" and
  // "настройка SSO" (typed: "настройки", the settings, stems as it does); Polish "skonfigurować",
  // "konfiguracja".
  configure: {
    ru: [
      'настроить',
      'настраивать',
      '=настройка',
      '=настройку',
      'сконфигурировать',
      'конфигурация',
    ],
    uk: ['налаштувати', 'налаштовувати', 'сконфігурувати', 'конфігурація'],
    pl: ['skonfigurować', 'konfigurować', 'konfiguracja', 'konfigurację', 'konfiguracji'],
    cs: ['nakonfigurovat', 'konfigurovat', 'konfigurace', 'konfiguraci'],
  },
  // Two things compared: "What is the difference between SAML and OIDC?", "SAML vs OIDC" ("vs" in
  // every language's week: it is typed so whatever the week's language).
  compare: inEach(['vs'], {
    en: ['versus', 'difference', 'differences', 'comparison', 'compared'],
    de: ['unterschied', 'unterschiede', 'vergleich'],
    fr: ['différence', 'différences', 'comparaison'],
    es: ['diferencia', 'diferencias', 'comparación'],
    pt: ['diferença', 'diferenças', 'comparação'],
    it: ['differenza', 'differenze', 'confronto'],
    nl: ['verschil', 'verschillen', 'vergelijking'],
    ru: ['разница', 'разницу', 'отличие', 'отличия', 'сравнение'],
    uk: ['різниця', 'різницю', 'відмінність', 'порівняння'],
    pl: ['różnica', 'różnice', 'porównanie'],
    cs: ['rozdíl', 'rozdíly', 'srovnání'],
    sv: ['skillnad', 'skillnaden', 'jämförelse'],
    da: ['forskel', 'forskellen', 'sammenligning'],
    nb: ['forskjell', 'forskjellen', 'sammenligning'],
    tr: ['=fark', '=farkı', '=farklar', 'karşılaştırma'],
    id: ['perbedaan', 'beda', 'perbandingan'],
    ja: ['違い', '比較'],
    zh: ['区别', '差别', '比较', '对比'],
    ko: ['차이', '차이점', '비교'],
  }),
  // A code sample is an example: "Is there an example for webhooks?", "webhook code sample".
  example: { en: ['sample', 'samples'] },
  // Saying one cannot: "Can't upload images", "unable to upload images" and "I couldn't upload
  // images" (`words` reads "couldn't" as "couldnt"); polar, as "can't" is (language.ts).
  cant: { en: ['cannot', 'couldnt', 'unable'], zh: ['无法', '不了', '不能'] },
  // Where each stems apart from the language's word for "active" and "activity": Spanish
  // "activar", Italian "attivare", Portuguese "ativar" and French "activer" stem as those do.
  // English's "activate" in its forms (`=`, below) moved the pools' groups a little the wrong way
  // (the size family's coverage 22.74 → 22.64 %, HWU64's 30 of each 11 → 13 % mixed): left out.
  enable: {
    de: ['aktivieren', 'einschalten'],
    nl: ['activeren', 'inschakelen', 'aanzetten'],
  },
  disable: {
    de: ['deaktivieren', 'ausschalten'],
    nl: ['deactiveren', 'uitschakelen', 'uitzetten'],
  },
  // The docs: "Docs for SSO", "Where is the documentation for SSO?". A form after `=` is read as
  // the act's alone: English's, Spanish's, Italian's and Portuguese's word for the documentation
  // stems as their word for a document ("upload a document" asks something else).
  doc: {
    en: ['=documentation'],
    de: ['doku', 'dokumentation', 'docs'],
    fr: ['documentation', 'docs'],
    es: ['=documentación', 'docs'],
    it: ['=documentazione', 'docs'],
    pt: ['=documentação', 'docs'],
    nl: ['documentatie', 'docs'],
    ja: ['ドキュメント', 'ドキュメンテーション', '資料'],
  },
}

/**
 * Phrases of one to four words read as another (one word, or two), by language: "log in", "sign
 * in", "signin" and "login" ask one act ("How do I log in to Jira?", "sign in to Jira", "Jira
 * login"), and a week asking it of four things made two gaps of the four things. "Sign on" is left
 * out: "single sign-on" is SSO. "Stopped working" is "not working" (Polish's "przestało działać",
 * "nie działa"): "X stopped working" and "Y stopped working" shared two words, "stop" and "work",
 * and five things asked so made one gap; as "not working" they share one (the "not" is part of
 * the verb it comes with, similarity.ts).
 */
export const PHRASES_OF: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  en: [
    ...['log in', 'logging in', 'sign in', 'signing in', 'signin', 'logon'].map(
      (p) => [p, 'login'] as const,
    ),
    ...['log out', 'logging out', 'sign out', 'signing out', 'signout'].map(
      (p) => [p, 'logout'] as const,
    ),
    ...['sign up', 'signing up'].map((p) => [p, 'signup'] as const),
    // Saying one cannot in two words, as "can't" and "unable" say it in one (SAME_ACT).
    ...['not able', 'could not', 'can not'].map((p) => [p, 'cant'] as const),
    ...['stopped working', 'stop working', 'stops working'].map((p) => [p, 'not working'] as const),
    // Two-factor authentication, as readers name it most.
    ...['two factor', 'twofactor'].map((p) => [p, '2fa'] as const),
  ],
  pl: [
    ...['przestało działać', 'przestał działać', 'przestała działać'].map(
      (p) => [p, 'nie działa'] as const,
    ),
  ],
  // "Prendre en charge" (to support) in its forms: "Prenez-vous en charge SAML ?", "SAML est-il
  // pris en charge ?" and "support de SAML" shared only "SAML" (and SCIM's met on "pris en
  // charge").
  fr: [
    ...['prenez vous en charge', 'prenez en charge', 'prend en charge', 'prennent en charge'],
    ...['prendre en charge', 'pris en charge', 'prise en charge', 'prises en charge'],
    ...['prend il en charge', 'prend elle en charge'],
  ].map((p) => [p, 'support'] as const),
}

/**
 * Words a language's list holds that English's leaves to the topic, and that readers of docs ask
 * about: read as content words. German's list (`stopword`) holds "Suche" (search), "Startseite"
 * (home page) and "Beispiel" (example): "Die Suche funktioniert nicht" (search is not working) had
 * no word but "funktioniert", and joined whatever else did not work; "Gibt es ein Beispiel?" none.
 * No other list of those checked (French, Spanish, Portuguese, Italian, Dutch, Swedish, Polish,
 * Russian, Turkish) holds its words for search, example or page. Its time words stay listed
 * ("Uhr", "morgen", "Zeit": "um 7 Uhr" says when, not what). Thai's list holds เปิด (open, turn
 * on) and Indonesian's "tambah" (add): "วิธีเปิดโหมดมืด" (how to turn dark mode on) had no word
 * but dark mode, and met "… turn it off"; the opposites need them (opposites.ts).
 */
export const LISTS_HOLD: Readonly<Record<string, readonly string[]>> = {
  de: ['suche', 'startseite', 'beispiel'],
  th: ['เปิด'],
  id: ['tambah', 'menambahkan', 'ditambahkan'],
}

/**
 * Words English's list has ("all", "my", "is", "there is", "have", "this", "between"), and the light verbs
 * English reads as stop words ("use", "make", "get"), where a language's list lacks them: two
 * questions that share such a word and a verb are two topics that share a frame ("Wie nutze ich die
 * Suche?", "Wie nutze ich die API?" met on "nutze", "Como uso a pesquisa?" and "… a API?" on "uso").
 * "How do I list all users?" and "… all projects?" share one word, "list", and are two gaps;
 * "Comment lister tous les utilisateurs ?" and "… tous les projets ?" were one, on "lister" and
 * "tous", and so in Dutch, Spanish, Portuguese, Finnish, Czech, Slovak, Hungarian and Ukrainian.
 * Spanish's and Portuguese's lists have no form of "to be" or "to have": "¿Qué es un webhook?" and
 * "¿Qué es un token?" met on "es" (and, "es" being French's and not Spanish's, were read as
 * French), "¿Hay un límite de usuarios?" and "… de proyectos?" on "hay", "O que é um webhook?"
 * and "… um token?" on "é". The Slavic lists lack most forms of "my" and "one's own" ("Jak smažu
 * svou fakturu?", "… svou stránku?": how do I delete my invoice, my page). xSID's Dutch: 30 →
 * 14 % of the gaps mixed in its 500 test requests ("laat alle wekkers zien", "laat alle
 * herinneringen zien": show all alarms, show all reminders; English's 4 %), 14 → 7 % in its 300
 * validation requests (English's 6 %); Chinese's ("显示所有的提醒", "显示所有的闹钟"), 13 → 7 % and
 * 11 → 6 %; the other fifteen languages and the pools as before.
 */
export const LISTS_LACK: Readonly<Record<string, readonly string[]>> = {
  nl: [
    ...['alle', 'tussen'],
    // Use, make, get: light verbs, as English's "use", "make" and "get" are (QUESTION_WORDS_OF).
    ...['gebruiken', 'gebruik', 'gebruikt', 'maken', 'maak', 'maakt', 'krijgen', 'krijg'],
    // Is, are, of a place ("Waar bevindt X zich?", where is X).
    ...['bevindt', 'bevinden'],
  ],
  fr: [
    ...['tous', 'toutes', 'tout', 'toute', 'entre'],
    ...['utiliser', 'utilise', 'utilisez', 'fais', 'obtenir', 'obtiens'],
  ],
  es: [
    ...['todos', 'todas', 'todo', 'toda', 'mis', 'tus', 'entre'],
    ...['es', 'son', 'está', 'están', 'estar', 'ser', 'hay', 'ha', 'han'],
    ...['tengo', 'tiene', 'tienen', 'este', 'esta', 'esto', 'estos', 'estas'],
    ...['usar', 'uso', 'usa', 'usando', 'utilizar', 'utilizo', 'utiliza'],
    ...['hacer', 'hago', 'hace', 'obtener', 'obtengo', 'conseguir', 'consigo'],
  ],
  pt: [
    ...['todos', 'todas', 'todo', 'toda', 'tudo'],
    ...['é', 'são', 'está', 'estão', 'estar', 'ser', 'há', 'tem', 'têm', 'ter', 'tenho'],
    ...['usar', 'uso', 'usa', 'usando', 'utilizar', 'utilizo', 'utiliza'],
    ...['fazer', 'faço', 'faz', 'obter', 'obtenho', 'conseguir', 'consigo'],
  ],
  it: [
    ...['fra'],
    ...['usare', 'uso', 'usa', 'utilizzare', 'utilizzo', 'utilizza', 'fare', 'ottenere', 'ottengo'],
  ],
  de: [
    ...['nutzen', 'nutze', 'nutzt', 'benutzen', 'benutze', 'benutzt'],
    ...['verwenden', 'verwende', 'verwendet', 'mache', 'bekommen', 'bekomme', 'bekommt'],
    // Is, are, of a place ("Wo befindet sich X?", where is X).
    ...['befindet', 'befinden'],
  ],
  fi: ['kaikki', 'kaikkien', 'kaikista', 'minun', 'olla', 'välillä', 'käyttää', 'käytän'],
  cs: [
    ...['všechny', 'všech', 'vše', 'všechno'],
    ...['svůj', 'svou', 'svoje', 'svého', 'svém', 'mou', 'mého', 'mém'],
    ...['používat', 'použít', 'používám'],
  ],
  sk: [
    ...['všetky', 'všetkých', 'všetko'],
    ...['svoje', 'svoju', 'svojho', 'svojom', 'moje', 'moju', 'môjho', 'mojom'],
    ...['používať', 'použiť', 'používam'],
  ],
  pl: [
    ...['swój', 'swoją', 'swojego', 'swojej', 'swoim', 'moją', 'mojego', 'mojej', 'pomiędzy'],
    ...['używać', 'użyć', 'używam', 'robić', 'zrobić'],
    // Is, are, of a place ("Gdzie znajduje się X?", where is X).
    ...['znajduje', 'znajdują'],
  ],
  hu: [
    ...['összes', 'használni', 'használom', 'használhatom'],
    // Case endings typed after a hyphen on an acronym or a loanword ("a CLI-t", "az SSO-val", "az
    // API-hoz"): "Hogyan állítom be a CLI-t?" and "Hogyan használom az API-t?" met on "t".
    ...['t', 'ot', 'et', 'öt', 'at', 'hoz', 'hez', 'höz', 'ban', 'ben', 'ba', 'ból', 'ből'],
    ...['ra', 're', 'ról', 'ről', 'nál', 'nél', 'val', 'vel', 'tól', 'től', 'nak', 'nek', 'ig'],
  ],
  // The article and case endings typed after a hyphen on a loanword or an acronym ("webhook-ul",
  // "API-ului", "PDF-urile"): "Cum configurez webhook-ul?" and "Cum configurez CLI-ul?" met on
  // "ul".
  ro: [
    ...['ul', 'ului', 'uri', 'urile', 'urilor'],
    // Use: a light verb, as other languages' (above).
    ...['folosesc', 'folosi', 'folosim', 'utilizez', 'utiliza'],
  ],
  uk: [
    ...['всі', 'усі', 'всіх', 'усіх', 'мою', 'мого', 'своє', 'свого'],
    ...['використовувати', 'використати', 'зробити'],
    // Is, are, of a place ("Де знаходиться X?", where is X).
    ...['знаходиться', 'знаходяться'],
  ],
  ru: [
    ...['свой', 'своё', 'свои', 'своего', 'своей', 'своим', 'мою', 'моё', 'мои', 'моего', 'моей'],
    ...['использовать', 'использую', 'сделать', 'делать', 'получить'],
    // Is, are, of a place ("Где находится X?", where is X).
    ...['находится', 'находятся'],
  ],
  tr: [
    ...['arasında', 'arasındaki'],
    ...['kullanmak', 'kullanırım', 'kullanılır', 'kullanabilirim', 'kullanabilir'],
    // Do, make (its list has "yapmak" alone): "ne yapmalıyım" (what should I do), "nasıl yapılır".
    ...['yapmalıyım', 'yapılır', 'yapabilirim', 'yaparım', 'yapılmalı'],
  ],
  id: ['menggunakan', 'gunakan', 'pakai', 'memakai'],
  sv: ['använda', 'använder', 'göra'],
  da: ['mellem'],
  // My, your, our, all (Greek's list has no pronoun but "αυτ…").
  el: ['μου', 'σου', 'μας', 'όλα', 'όλους', 'όλες', 'όλοι'],
  // All, use.
  th: ['ทั้งหมด', 'ใช้'],
  // My (내, 제 is listed), all, use; 하다 and 되다 (do, become: "작동 안 함", not working) written
  // alone, as English's "do" is listed.
  ko: [
    ...['내', '모든', '사용', '사용하는', '사용하나요'],
    ...['함', '해요', '해', '됨', '돼요', '돼', '됩니다', '되나요'],
    // 쓰다, use, as 사용; 중, "of" two things ("SAML과 OIDC 중 무엇을 써야 하나요?": which should I
    // use, SAML or OIDC?).
    ...['써야', '써요', '쓰는', '쓰나요', '중'],
    // Still, as English's "still" is listed ("빌드가 계속 실패합니다", the build still fails, and
    // "배포가 계속 실패합니다" met on 계속 and 실패).
    '계속',
  ],
  // All, my (Chinese's list is of single characters); all, I (Japanese's すべて is hiragana:
  // grammar); use (and 使 alone, which the segmenter cuts from 使えますか, can I use); still
  // (一直: "构建一直失败怎么办" and "部署一直失败怎么办" met on 一直 and 失败).
  zh: ['所有', '全部', '我的', '用', '一直'],
  ja: ['全て', '全部', '私', '使う', '使え', '使い', '使用', '使'],
}

/**
 * A reader's greeting, thanks or yes to the assistant in the other languages read here (English's
 * are among its QUESTION_WORDS_OF; most of Japanese's are in hiragana, its grammar): "hola",
 * "danke", "谢谢" alone are no topic, and "bonjour, …" does not meet other questions on its
 * greeting, nor "お疲れ様です。…" on お疲れ様. The stop-word lists have few of them. Every
 * language reads them as stop words (a word alone tells no language: "hola" is read as English),
 * and none is told by them.
 */
export const CHAT_WORDS = [
  ...[GREETINGS, THANKS].flatMap((lists) =>
    Object.entries(lists).flatMap(([code, words]) => (code === 'en' ? [] : words)),
  ),
  ...['schön', 'bitte', 'oui', 'beaucoup', 'muchas', 'vale', 'mille', 'sì', 'oké', 'kyllä'],
  ...['ederim', 'evet', 'tamam', 'oke', 'хорошо', '好的', '是的', 'ναι'],
  // Yes and no as a reader answers the assistant: "Ja", "Nein", "Non", "Nee", "Hayır", "Sim" alone
  // made gaps of replies, as English's "No" did (its "no" is a polar word: terms.ts).
  ...['ja', 'nein', 'non', 'nee', 'nej', 'hayır', 'si', 'sim', 'não', '아니요', '아니오', '예'],
]

/** Whether `word` (and the word after it) greets: it opens a message. */
export function isGreeting(word: string, next?: string): boolean {
  return OPENING.has(word) || (next !== undefined && !!GREETING_TIMES.get(word)?.has(next))
}

/** Whether `word` thanks. */
export function isThanks(word: string): boolean {
  return THANKING.has(word)
}

/**
 * How many words the greeting that opens a text has ("Hi team, …": 1; "Good morning all: …": 2), or
 * 0 when none does. A first word joined to more by a hyphen or an apostrophe ("hi-res") is none.
 */
export function greetingWords(text: string): number {
  // Most texts open with no greeting's letters: the words are read only when they do.
  if (!GREETING_LETTERS.test(text)) return 0
  const [, first, joined, next] = OPENING_WORDS.exec(text) ?? []
  if (first === undefined || joined !== undefined) return 0
  return OPENING.has(first) ? 1 : isGreeting(first, next) ? 2 : 0
}

/** Whether a text holds a word of thanks. */
export function thanksIn(text: string): boolean {
  return THANKS_WORD.test(text)
}

const OPENING = new Set(Object.values(GREETINGS).flat())
const THANKING = new Set(Object.values(THANKS).flat())
/** A word of thanks: letters of one between what are no letters or digits. */
const THANKS_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...THANKING].join('|')})(?![\\p{L}\\p{N}])`,
  'u',
)
/** A text's first word, what joins it to more ("hi-res"), or its second word. */
const OPENING_WORDS = /^[^\p{L}\p{N}]*([\p{L}\p{N}]+)(?:([-'’])|\s+([\p{L}\p{N}]+))?/u
/** A text's first letters, when a greeting's (or a greeting's first word's) open it. */
const GREETING_LETTERS = new RegExp(
  `^[^\\p{L}\\p{N}]*(?:${[...OPENING, ...GREETING_TIMES.keys()].join('|')})`,
  'u',
)
