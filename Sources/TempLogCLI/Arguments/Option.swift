import TempLogCore

/// A flag declared once: the same value puts `--long` in a command's spec and reads it from the
/// parsed arguments (`arguments[RecentCommand.json]`), so a misspelt flag does not compile.
struct Flag: Sendable {
    let spec: OptionSpec

    init(long: String, short: Character? = nil, summary: HelpText, help: HelpText) {
        spec = OptionSpec(long: long, short: short, summary: summary, help: help)
    }

    /// The same flag, its help worded for one command.
    func helped(_ help: HelpText, summary: HelpText? = nil) -> Flag {
        Flag(long: spec.long, short: spec.short, summary: summary ?? spec.summary, help: help)
    }
}

/// An option with a value, declared once: its spec (name, placeholder, help, completion) and
/// how its text becomes a `Value`. The same value declares it in a command's spec and reads it
/// (`try arguments[RecentCommand.count]`), so a misspelt option does not compile, and a value it
/// refuses is refused alike wherever it is read.
struct Option<Value>: Sendable {
    let spec: OptionSpec
    /// Turns the text given into the value, or throws the error that names the option.
    let read: @Sendable (String, OptionSpec) throws -> Value

    init(
        long: String, short: Character? = nil, value: String, summary: HelpText, help: HelpText,
        completion: ValueCompletion? = nil,
        read: @escaping @Sendable (String, OptionSpec) throws -> Value
    ) {
        spec = OptionSpec(
            long: long, short: short, value: value, summary: summary, help: help,
            completion: completion)
        self.read = read
    }

    /// An option whose value `parse` reads; an input error it throws is labelled with the option
    /// (`--fever: '50' is not a plausible body temperature …`).
    init(
        long: String, short: Character? = nil, value: String, summary: HelpText, help: HelpText,
        completion: ValueCompletion? = nil,
        parse: @escaping @Sendable (String) throws -> Value
    ) {
        self.init(
            long: long, short: short, value: value, summary: summary, help: help,
            completion: completion
        ) { text, spec in
            try Self.labelled(spec) { try parse(text) }
        }
    }

    private init(spec: OptionSpec, read: @escaping @Sendable (String, OptionSpec) throws -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The same option, its help (and, when given, its summary) worded for one command.
    func helped(_ help: HelpText, summary: HelpText? = nil) -> Option {
        var spec = spec
        spec.help = help
        spec.summary = summary ?? spec.summary
        return Option(spec: spec, read: read)
    }

    /// Runs `parse`, labelling an input error it throws with the option.
    static func labelled<T>(_ spec: OptionSpec, _ parse: () throws -> T) throws -> T {
        do {
            return try parse()
        } catch let error as InputError {
            throw CommandFailure.data(
                .commandLine(.labelled(label: "--\(spec.long)", reason: error.text)))
        }
    }
}

extension Option where Value == String {
    /// An option whose value is its text, read by the command when it has what it needs to.
    init(
        long: String, short: Character? = nil, value: String, summary: HelpText, help: HelpText,
        completion: ValueCompletion? = nil
    ) {
        self.init(
            long: long, short: short, value: value, summary: summary, help: help,
            completion: completion
        ) { text, _ in text }
    }
}

extension Option where Value == Int {
    /// A whole number in `range`; anything else is a usage error naming the option.
    static func count(
        long: String, short: Character? = nil, value: String, in range: ClosedRange<Int>,
        summary: HelpText, help: HelpText
    ) -> Option {
        Option(long: long, short: short, value: value, summary: summary, help: help) {
            text, spec in
            try ParsedArguments.count(text, of: spec, in: range)
        }
    }
}

extension Option where Value: RawRepresentable & Sendable, Value.RawValue == String {
    /// One of `words`, each the raw value of a `Value`, named in any case; anything else is a
    /// usage error naming the value and the words accepted.
    static func choice(
        long: String, value: String, words: [ValueWord], summary: HelpText, help: HelpText
    ) -> Option {
        Option(
            long: long, value: value, summary: summary, help: help, completion: .words(words)
        ) { text, spec in
            guard let chosen = Value(rawValue: text.lowercased()) else {
                throw spec.invalid(text, words: words)
            }
            return chosen
        }
    }
}
