import TempLogCore

/// A command's arguments sorted into options, flags and positionals, checked against its spec.
struct ParsedArguments {
    /// The command's spec, which the arguments were checked against.
    let spec: CommandSpec
    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// The value of `--long`, if given (the last one wins).
    func value(_ long: String) -> String? { values[long]?.last }

    /// The value of `--long` as one of `Value`'s cases, named in any case; anything else is a
    /// usage error naming the value and the names accepted.
    func choice<Value: RawRepresentable & CaseIterable>(_ long: String) throws -> Value?
    where Value.RawValue == String {
        guard let text = value(long) else { return nil }
        guard let chosen = Value(rawValue: text.lowercased()) else {
            let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
            let synopsis = spec.options.first { $0.long == long }?.synopsis ?? "--\(long)"
            throw CommandFailure.usage(
                .commandLine(
                    .invalidValue(
                        value: "\(text)", option: "\(synopsis)", accepted: .verbatim("\(names)"))))
        }
        return chosen
    }

    /// The value of `--long` read by `parse`; a value it refuses is an error that names the
    /// option (`--fever: '50' is not a plausible body temperature …`).
    func parsed<T>(_ long: String, _ parse: (String) throws -> T) throws -> T? {
        guard let text = value(long) else { return nil }
        return try Self.labelled(long) { try parse(text) }
    }

    /// Runs `parse`, labelling an error it throws for the value of `--long` with the option.
    static func labelled<T>(_ long: String, _ parse: () throws -> T) throws -> T {
        do {
            return try parse()
        } catch let error as InputError {
            throw CommandFailure.data(
                .commandLine(.labelled(label: "--\(long)", reason: error.text)))
        }
    }

    /// Every value given to `--long`, in order (for options that may be repeated).
    func values(_ long: String) -> [String] { values[long] ?? [] }

    /// The whole number given to `--long`, which must lie in `range` (a usage error otherwise,
    /// naming the option); nil when the option was not given.
    func count(_ long: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(long) else { return nil }
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(text),
            range.contains(number)
        else {
            let synopsis = spec.option(named: long).map(\.synopsis) ?? "--\(long)"
            throw CommandFailure.usage(
                .commandLine(
                    .invalidCount(
                        value: "\(text)", option: "\(synopsis)", lowest: "\(range.lowerBound)",
                        highest: "\(range.upperBound)")))
        }
        return number
    }

    /// Whether the flag `--long` was given.
    func has(_ long: String) -> Bool { flags.contains(long) }

    /// Parses `arguments` (after the command name): `--opt value`, `--opt=value`, `-n 5`,
    /// `-n5`, flags, and `--` to end options.
    init(_ arguments: [String], for spec: CommandSpec) throws {
        self.spec = spec
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-")
                || Self.isNegativeNumber(argument, in: spec)
            {
                positionals.append(argument)
                continue
            }
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
            } else if index < arguments.count, !Self.isOptionName(arguments[index], in: spec) {
                values[option.long, default: []].append(arguments[index])
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
            throw CommandFailure.usage(
                .commandLine(.unexpectedArgument(argument: "\(positionals[spec.arguments.count])")))
        }
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
