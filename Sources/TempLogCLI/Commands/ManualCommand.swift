import TempLogCore

/// `templog manual`: the man page, in roff.
enum ManualCommand: Command {
    static let language = CommonOption.language(
        HelpText(
            en:
                "The language of the page: en or ja (default: $TEMPLOG_LANG, the lang setting "
                + "or the locale).",
            ja: "ページの言語: en（英語）か ja（日本語）。既定は $TEMPLOG_LANG、設定の lang、"
                + "ロケールに従います。"
        ),
        summary: HelpText(en: "The language of the page", ja: "ページの言語"))

    static let spec = CommandSpec(
        name: "manual",
        abstract: HelpText(
            en: "Print the templog(1) man page in roff.",
            ja: "templog(1) の man ページを roff 形式で出力します。"
        ),
        discussion: HelpText(
            en: "Install it with: templog manual > ~/.local/share/man/man1/templog.1 — or read "
                + "it now with: templog manual | man -l - (the Japanese page needs a Japanese "
                + "locale for man -l; elsewhere: templog manual --lang ja | groff -man -Tutf8 | "
                + "less -R)",
            ja: "templog manual > ~/.local/share/man/man1/templog.1 でインストールできます。"
                + "すぐに読むには templog manual | man -l - を実行します。日本語のロケールがない"
                + "環境では man -l で日本語が表示されないため、templog manual --lang ja | groff "
                + "-man -Tutf8 | less -R で読んでください。"
        ),
        options: [
            language.spec,
            .help,
        ]
    )

    static func run(_ arguments: ParsedArguments, settings: ResolvedSettings, in session: Session)
        throws -> ExitCode
    {
        let language = try arguments[Self.language] ?? session.language
        try session.output.write(ManualPage.render(in: language))
        return .success
    }
}
