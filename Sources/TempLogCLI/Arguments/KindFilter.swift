import TempLogCore

/// `--kind body|basal|all`: which kinds of reading a command looks at.
enum KindFilter {
    /// What a command looks at without `--kind`.
    enum Default {
        /// Body readings only: the fever-minded commands.
        case body
        /// Every kind.
        case all
    }

    /// The option, its help naming the command's default.
    static func option(default fallback: Default) -> OptionSpec {
        let word = fallback == .body ? "body" : "all"
        return OptionSpec(
            long: "kind", value: "kind",
            help: HelpText(
                en: "Which readings: body, basal or all (default: \(word)).",
                ja: "どの記録か: body（体温）、basal（基礎体温）、all（すべて）（既定: \(word)）。"
            ),
            completion: .words(["body", "basal", "all"]))
    }

    /// The kinds `--kind` names (nil for all), else `fallback`.
    static func kinds(_ arguments: ParsedArguments, fallback: Set<ReadingKind>?) throws
        -> Set<ReadingKind>?
    {
        guard let text = arguments.value("kind") else { return fallback }
        let word = text.lowercased()
        if word == "all" { return nil }
        guard let kind = ReadingKind(rawValue: word) else {
            throw CommandFailure.usage(
                Message.invalidValue("\(text)", "--kind <kind>", "body, basal, all"))
        }
        return [kind]
    }
}
