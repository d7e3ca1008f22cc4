import TempLogCore

/// A command's arguments sorted into options, flags and positionals, checked against its spec.
struct ParsedArguments {
    /// The command's spec, which the arguments were checked against.
    let spec: CommandSpec
    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// The option and value each positional came straight after, by its index: where a value
    /// with a space was typed without quotes (`--at 明日 7:00`).
    private var followedValues: [Int: (option: OptionSpec, value: String)] = [:]

    /// The text given to `option` as typed, if it was given (the last one wins).
    func text<Value>(_ option: Option<Value>) -> String? { values(of: option.spec).last }

    /// The value of `option` if it was given (the last one wins); a value the option refuses
    /// is an error naming it.
    subscript<Value>(option: Option<Value>) -> Value? {
        get throws {
            guard let text = text(option) else { return nil }
            return try option.read(text, option.spec)
        }
    }

    /// The value of `option` when the command declares it, else nil: for what several commands
    /// read whether or not they offer the option (`--file`, `--unit`).
    func ifDeclared<Value>(_ option: Option<Value>) throws -> Value? {
        spec.declares(option.spec.long) ? try self[option] : nil
    }

    /// Every value given to `option`, in order (for options that may be repeated).
    func all<Value>(_ option: Option<Value>) throws -> [Value] {
        try values(of: option.spec).map { try option.read($0, option.spec) }
    }

    /// The text of `option` read by `parse`, which needs what only the command has (the time
    /// zone, today); an input error it throws is labelled with the option.
    func parsed<T>(_ option: Option<String>, _ parse: (String) throws -> T) throws -> T? {
        guard let text = text(option) else { return nil }
        return try Option<String>.labelled(option.spec) { try parse(text) }
    }

    /// The whole number given to `option`, which must lie in `range` (a usage error otherwise,
    /// naming the option); nil when the option was not given.
    func count(_ option: Option<String>, in range: ClosedRange<Int>) throws -> Int? {
        try text(option).map { try Self.count($0, of: option.spec, in: range) }
    }

    /// `text` as a whole number in `range`, else a usage error naming the option.
    static func count(_ text: String, of option: OptionSpec, in range: ClosedRange<Int>) throws
        -> Int
    {
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(text),
            range.contains(number)
        else {
            throw CommandFailure.usage(
                .commandLine(
                    .invalidCount(
                        value: "\(text)", option: option.nameInErrors,
                        lowest: range.lowerBound, highest: range.upperBound)))
        }
        return number
    }

    /// Whether `flag` was given.
    subscript(flag: Flag) -> Bool {
        assertDeclared(flag.spec)
        return flags.contains(flag.spec.long)
    }

    /// Whether the option or flag `option` was given.
    func isGiven(_ option: OptionSpec) -> Bool {
        values[option.long] != nil || flags.contains(option.long)
    }

    private func values(of option: OptionSpec) -> [String] {
        assertDeclared(option)
        return values[option.long] ?? []
    }

    /// A command reads only the options its spec declares.
    private func assertDeclared(_ option: OptionSpec) {
        assert(
            spec.declares(option.long),
            "--\(option.long) is not an option of '\(spec.commandLine)'")
    }

    /// Parses `arguments` (after the command name): `--opt value`, `--opt=value`, `-n 5`,
    /// `-n5`, flags, and `--` to end options.
    init(_ arguments: [String], for spec: CommandSpec) throws {
        self.spec = spec
        var index = 0
        var optionsEnded = false
        var lastValue: (option: OptionSpec, value: String)?
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-")
                || Self.isNegativeNumber(argument, in: spec)
            {
                if let lastValue { followedValues[positionals.count] = lastValue }
                positionals.append(argument)
                lastValue = nil
                continue
            }
            lastValue = nil
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (option, inlineValue) = try Self.option(for: argument, in: spec)
            guard option.takesValue else {
                if inlineValue != nil {
                    throw CommandFailure.usage(
                        .commandLine(.optionTakesNoValue(option: "\(option.long)")))
                }
                flags.insert(option.long)
                continue
            }
            if let inlineValue {
                values[option.long, default: []].append(inlineValue)
                lastValue = (option, inlineValue)
            } else if index < arguments.count, !Self.isOptionName(arguments[index], in: spec) {
                values[option.long, default: []].append(arguments[index])
                lastValue = (option, arguments[index])
                index += 1
            } else {
                throw CommandFailure.usage(
                    .commandLine(.missingValue(option: "\(option.synopsis)")))
            }
        }
    }

    /// Checks the positional count once `--help` has had its chance.
    func validatePositionals(for spec: CommandSpec) throws {
        let required = spec.arguments.filter { !$0.isOptional }
        if positionals.count < required.count {
            throw CommandFailure.usage(
                .commandLine(.missingArgument(argument: "\(required[positionals.count].name)")))
        }
        if !(spec.arguments.last?.isRepeating ?? false), positionals.count > spec.arguments.count {
            if let first = followedValues.keys.min(), let unquoted = unquotedValue(at: first) {
                throw unquoted
            }
            throw CommandFailure.usage(
                .commandLine(.unexpectedArgument(argument: "\(positionals[spec.arguments.count])")))
        }
    }

    /// The usage error for the positional at `index` when it came straight after an option's
    /// value, as the second word of a value typed without quotes (`--at 明日 7:00`); nil
    /// otherwise.
    func unquotedValue(at index: Int) -> CommandFailure? {
        guard let (option, value) = followedValues[index] else { return nil }
        return .usage(
            .commandLine(
                .unquotedValue(
                    argument: "\(positionals[index])", option: "--\(option.long)",
                    value: "\(value) \(positionals[index])")))
    }

    private static func option(for argument: String, in spec: CommandSpec) throws -> (
        OptionSpec, String?
    ) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name = body.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            guard let option = spec.option(named: name) else {
                if let match = CLI.nearMiss(name, among: spec.options.map(\.long)) {
                    throw CommandFailure.usage(
                        .commandLine(
                            .unknownOptionDidYouMean(option: "--\(name)", suggestion: "--\(match)"))
                    )
                }
                throw CommandFailure.usage(.commandLine(.unknownOption(option: "--\(name)")))
            }
            let equals = body.firstIndex(of: "=")
            return (option, equals.map { String(body[body.index(after: $0)...]) })
        }
        let letters = argument.dropFirst()
        guard let letter = letters.first, let option = spec.option(short: letter) else {
            throw CommandFailure.usage(.commandLine(.unknownOption(option: "\(argument)")))
        }
        let rest = letters.dropFirst()
        if rest.isEmpty { return (option, nil) }
        guard option.takesValue else {
            throw CommandFailure.usage(.commandLine(.unknownOption(option: "\(argument)")))
        }
        return (option, String(rest))
    }

    /// `-5`, `-36.5` or `-36,5` where the command takes an argument and has no short option
    /// of that digit: a value the command then refuses with its own message (not a
    /// temperature, not an id), rather than an unknown option.
    private static func isNegativeNumber(_ argument: String, in spec: CommandSpec) -> Bool {
        let rest = Array(argument.utf8.dropFirst())
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        let whole = rest.prefix(while: isDigit)
        let fraction = rest.dropFirst(whole.count)
        guard !spec.arguments.isEmpty, let first = whole.first,
            fraction.isEmpty
                || ((fraction.first == 0x2E || fraction.first == 0x2C) && fraction.count > 1
                    && fraction.dropFirst().allSatisfy(isDigit))
        else { return false }
        return spec.option(short: Character(UnicodeScalar(first))) == nil
    }

    private static func isOptionName(_ argument: String, in spec: CommandSpec) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        return (try? option(for: argument, in: spec)) != nil || argument == "--"
    }
}
