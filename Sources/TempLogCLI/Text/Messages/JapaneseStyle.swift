/// How templog writes Japanese: every message, error, prompt, help line and the manual follow
/// these ten rules (issue 24). The reader is a Japanese office worker or parent; the text
/// should read as if a careful Japanese engineer wrote it. `JapaneseStyleTests` checks the
/// rules a program can check over the whole catalog, the help and the manual.
///
/// 1. **です・ます** in messages, errors, prompts and help sentences: 「記録しました。」,
///    「ヘルプを表示します。」. Noun endings (体言止め) only in table headings and list
///    entries: 「日付」「平熱」「check --repair（取り消せません）」.
/// 2. **Japanese punctuation** 、。（）：, and every sentence ends with 。 (a question with
///    ？). Never ASCII `,` `;` `/` or the word "or" between Japanese items: 「わき・口・耳・額」,
///    「咳、のどの痛み」, 「なし／あり」 only on the sheet. Parentheses inside a sentence come
///    before its 。: 「取り消しました（記録していません）。」.
/// 3. **Spacing**: a half-width space between Japanese and Latin letters or digits
///    (「59 日前」「ID: e0ac08」「--kind body を付けて」); none before ℃ (「36.5℃」), none around
///    full-width brackets (「記録（2026/11/29(日)）」), none between a name and さん
///    (「花子さんの体温」). What a person types as it is written keeps its own spelling
///    (「7時30分」「36度5分」).
/// 4. **What was typed is quoted in 「」**: 「「365」は体温の範囲外です」. Commands and
///    options are written bare, as typed: 「templog undo で取り消せます」「--update を付けて」.
/// 5. **℃ and °F**, never °C: 「36.5℃」「97.7°F」.
/// 6. **Dates and times**: 2026/11/29(日) and 7:30 in sentences; zero-padded times (07:30)
///    only in aligned columns.
/// 7. **Counters**: 件 for readings (「2 件」), 行 for lines of a file (「3 行目」), 日・日間 for
///    days, 回 for episodes; a zero count is left out of a summary rather than written as
///    「0 件」.
/// 8. **Fixed terms**, one word for one thing: 検温・体温, 平熱, 発熱, 記録, 削除, 取り消す (undo
///    only), 中止 (cancelling a prompt), 取り込む (import), 書き出す (export), 破損 (a damaged
///    file or line), 取り消し履歴 (the journal), 基礎体温, 生理開始日, 低温期・高温期,
///    発熱の目安 (the fever threshold), 健康観察カード (the printed card).
/// 9. **Errors say what is wrong, then what to type**: 「「abc」は体温として読めません。36.5 や
///    36度5分 のように入力してください。」, with 「もしかして…ですか？」 for a near miss, Japanese
///    input included: 「もしかして「頭痛」ですか？」.
/// 10. **Accepted values in the language of the message**: 「わき・口・耳・額・直腸・その他」,
///    not `armpit, mouth`; words that must be typed as they are, with their meaning:
///    「--unit には c（℃）か f（°F）を指定してください。」, never 「（使える値: c, f）」.
///
/// Help lines wrap at any character boundary the line-breaking rules (禁則) allow, keeping
/// words, quoted names, commands and times whole: see `LinePiece`.
enum JapaneseStyle {
    /// Between the items of a list of values: 「わき・口・耳・額」.
    static let listSeparator = "・"
}
