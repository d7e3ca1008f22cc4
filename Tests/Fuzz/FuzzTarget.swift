// libFuzzer entry point, built by run-fuzzer.sh (not a SwiftPM target) against the engine's
// modules and TempLogCLI, each compiled as its own module with -enable-testing. Every input is fed to every
// parser that reads outside input; a check that fails stops with fatalError, naming the input's
// bytes, and libFuzzer keeps the input.
import Foundation

@testable import TempLogCLI
@testable import TempLogCSV
@testable import TempLogCore
@testable import TempLogJSON
@testable import TempLogTime
@testable import TempLogXML

/// libFuzzer's entry point. The input is read where libFuzzer put it, so AddressSanitizer
/// catches a read past its end.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    let bytes = Array(input)
    checkJSONLine(input)
    checkNumber(input)
    checkCommandLine(bytes)
    checkDelimitedImport(bytes)
    checkOtherParsers(bytes)
    checkXMLSelection(bytes)
    return 0
}

/// libFuzzer's set-up, before the first input: every command's spec, help and completion
/// script, statics made on first use, are made here once, so no input pays for them.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    for cli in [englishCommandLine, japaneseCommandLine] {
        _ = cli.run(["templog", "--help"])
        for command in CLI.commands { _ = cli.run(["templog", command.spec.name, "--help"]) }
        for shell in ["bash", "zsh", "fish"] { _ = cli.run(["templog", "completions", shell]) }
    }
    return 0
}

/// Stops the run: `problem` was found with `input`, whose bytes are shown so it can be replayed.
private func fail(_ problem: String, _ input: some Sequence<UInt8>) -> Never {
    fatalError("\(problem)\ninput bytes: \(Array(input))")
}

/// 2026-11-29T07:31:00+09:00, the fixed "now" of every check.
private let now = 1_795_905_060

private let tokyo = ZoneRules.named("Asia/Tokyo")!

private let context = TimeContext(now: now, zone: tokyo)

// MARK: - Store lines and the JSON scanner

/// The store-line and scanner checks on `line` as one JSON Lines line:
///
/// 1. `ReadingLine.decode` never crashes; a reading it returns survives `encode` and decoding
///    again, the line is one JSON object to `JSONSerialization` too, and the `id` and `takenAt`
///    strings `JSONSerialization` reads are the reading's.
/// 2. Whenever `JSONLine.scanObject` accepts the line, `JSONSerialization` accepts it with the
///    same top-level keys, and every top-level number scales as `naivelyScaled` says.
private func checkJSONLine(_ line: UnsafeBufferPointer<UInt8>) {
    let reading = ReadingLine.decode(line)
    if let reading {
        let encoded = ReadingLine.encode(reading)
        let again = encoded.dropLast().withUnsafeBufferPointer { ReadingLine.decode($0) }
        guard again == reading else {
            fail("\(reading) reads back as \(String(describing: again))", line)
        }
    }
    var keys: [String] = []
    var numbers: [[UInt8]] = []
    let isObject = JSONLine.scanObject(line) { key, value in
        keys.append(String(decoding: key, as: UTF8.self))
        if case .number(let number) = value { numbers.append(Array(number.text)) }
    }
    guard isObject else {
        if let reading { fail("\(reading) decoded from a line that is not JSON", line) }
        return
    }
    for number in numbers {
        number.withUnsafeBufferPointer { checkScaling(JSONNumber.parse($0), line) }
    }
    guard let object = foundationObject(line) else { return }
    // JSONSerialization drops a raw U+FEFF at the start of a string and after an escape, where
    // JSONLine keeps the string as written: with one in the line, strings compare without it.
    let dropsByteOrderMarks = line.indices.contains { line[$0...].starts(with: byteOrderMark) }
    func comparable(_ text: String) -> String {
        dropsByteOrderMarks ? String(text.unicodeScalars.filter { $0 != "\u{FEFF}" }) : text
    }
    guard Set(keys.map(comparable)) == Set(object.keys.map(comparable)) else {
        fail("JSONLine keys \(keys), JSONSerialization keys \(Array(object.keys))", line)
    }
    guard let reading else { return }
    guard let id = object["id"] as? String, comparable(id) == comparable(reading.id) else {
        fail("JSONSerialization reads id \(String(describing: object["id"])) for \(reading)", line)
    }
    guard let takenAt = object["takenAt"] as? String,
        Timestamp.parse(rfc3339: Array(takenAt.utf8)) == reading.takenAt
    else {
        fail(
            "JSONSerialization reads takenAt \(String(describing: object["takenAt"])) for "
                + "\(reading)", line)
    }
}

private let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

/// The object `JSONSerialization` reads from `line`, which JSONLine accepted; nil when it
/// refuses the line only for a number beyond `Double`'s range (RFC 8259, section 6, lets a
/// parser limit the range of numbers; JSONLine keeps their text). Any other refusal fails.
private func foundationObject(_ line: UnsafeBufferPointer<UInt8>) -> [String: Any]? {
    let object: Any
    do {
        object = try JSONSerialization.jsonObject(with: Data(buffer: line))
    } catch {
        if hasNumberBeyondDouble(line) { return nil }
        fail("JSONSerialization refuses a line JSONLine accepts: \(error)", line)
    }
    guard let dictionary = object as? [String: Any] else {
        fail("JSONSerialization reads \(type(of: object)), not an object", line)
    }
    return dictionary
}

/// Whether valid JSON `line` has a number, at any depth, that `Double` cannot hold.
private func hasNumberBeyondDouble(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let quote = UInt8(ascii: "\"")
    var index = 0
    while index < line.count {
        let byte = line[index]
        if byte == quote {
            index += 1
            while index < line.count, line[index] != quote {
                index += line[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
        } else if byte == UInt8(ascii: "-") || isDigit(byte) {
            let start = index
            while index < line.count, isDigit(line[index]) || "-+.eE".utf8.contains(line[index]) {
                index += 1
            }
            let text = String(decoding: line[start..<index], as: UTF8.self)
            if Double(text)?.isFinite == false { return true }
        } else {
            index += 1
        }
    }
    return false
}

private func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
}

// MARK: - Numbers

/// 3. For any bytes `JSONNumber.parse` accepts, `scaled(decimals:)` is the naive exact rounding.
private func checkNumber(_ input: UnsafeBufferPointer<UInt8>) {
    checkScaling(JSONNumber.parse(input), input)
}

private func checkScaling(_ number: JSONNumber?, _ input: UnsafeBufferPointer<UInt8>) {
    guard let number else { return }
    for decimals in [2, 0] {
        let scaled = number.scaled(decimals: decimals)
        let expected = naivelyScaled(Array(number.text), decimals: decimals)
        guard scaled == expected else {
            fail(
                "\(String(decoding: number.text, as: UTF8.self)) × 10^\(decimals) scales to "
                    + "\(String(describing: scaled)), not \(String(describing: expected))", input)
        }
    }
}

/// JSON number `text` times 10^`decimals` (0 to 2), rounded half away from zero, by writing its
/// digits out in full and reading the integer part and the first digit dropped; nil beyond
/// ±10^15.
private func naivelyScaled(_ text: [UInt8], decimals: Int) -> Int? {
    let zero = UInt8(ascii: "0")
    var rest = text[...]
    let isNegative = rest.first == UInt8(ascii: "-")
    if isNegative { rest.removeFirst() }
    let integerDigits = rest.prefix(while: isDigit)
    rest.removeFirst(integerDigits.count)
    var fractionDigits = ArraySlice<UInt8>()
    if rest.first == UInt8(ascii: ".") {
        rest.removeFirst()
        fractionDigits = rest.prefix(while: isDigit)
        rest.removeFirst(fractionDigits.count)
    }
    var digits = Array(integerDigits + fractionDigits)
    if digits.allSatisfy({ $0 == zero }) { return 0 }
    // An exponent beyond ±(digit count + 20) gives the same answer as one at that bound: more
    // than 16 digits before the point, or none at all.
    let exponentBound = digits.count + 20
    var exponent = 0
    if !rest.isEmpty {
        rest.removeFirst()
        let exponentIsNegative = rest.first == UInt8(ascii: "-")
        if rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "+") { rest.removeFirst() }
        for digit in rest { exponent = min(exponent * 10 + Int(digit - zero), exponentBound) }
        if exponentIsNegative { exponent = -exponent }
    }
    // Where the point falls among `digits` once the value is multiplied by 10^decimals.
    let point = integerDigits.count + exponent + decimals
    if point > digits.count {
        digits += Array(repeating: zero, count: point - digits.count)
    }
    let whole = point > 0 ? digits[..<point].drop { $0 == zero } : []
    guard whole.count <= 16 else { return nil }
    var magnitude = whole.reduce(0) { $0 * 10 + Int($1 - zero) }
    if point >= 0, point < digits.count, digits[point] >= UInt8(ascii: "5") { magnitude += 1 }
    guard magnitude <= 1_000_000_000_000_000 else { return nil }
    return isNegative ? -magnitude : magnitude
}

// MARK: - The command line

/// Where the store is: in a directory that does not exist, so no command can write anything.
private let missingDirectory = "/nonexistent/templog-fuzz"

/// The command line in `language`: output discarded, "now" and the zone fixed, and the store
/// in `missingDirectory`.
private func commandLine(language: String) -> CLI {
    CLI(
        console: Console(writeOutput: { _ in }, writeError: { _ in }, outputIsTerminal: false),
        environment: [
            "TEMPLOG_FILE": missingDirectory + "/readings.jsonl",
            "TZ": "Asia/Tokyo",
            "TEMPLOG_NOW": "2026-11-29T07:31:00+09:00",
            "HOME": "/nonexistent",
            "TEMPLOG_LANG": language,
        ],
        clock: .fixed(now)
    )
}

private let englishCommandLine = commandLine(language: "en")

private let japaneseCommandLine = commandLine(language: "ja")

/// The exit codes templog documents.
private let documentedExitCodes: Set<Int32> = [0, 1, 64, 65, 66, 73, 74, 75, 78]

/// 4. The input, split at NUL bytes into arguments, runs in-process to a documented exit code.
/// Arguments that are all UTF-8 go through `run(_:)`, others through `run(argv:)`. Inputs of
/// odd length run in Japanese, so both message catalogs are fuzzed.
private func checkCommandLine(_ input: [UInt8]) {
    let cli = input.count % 2 == 0 ? englishCommandLine : japaneseCommandLine
    let arguments = confined(input.split(separator: 0, omittingEmptySubsequences: false))
    let texts = arguments.compactMap { String(validating: $0, as: UTF8.self) }
    let code =
        texts.count == arguments.count
        ? cli.run(["templog"] + texts) : cli.run(argv: [Array("templog".utf8)] + arguments)
    guard documentedExitCodes.contains(code) else { fail("exit code \(code)", input) }
}

/// `arguments` with every path that could name an existing file moved into `missingDirectory`:
/// the (non-empty) argument after `--file`, the value in `--file=…`, and arguments that begin
/// with `/` or `..`. So no command writes a file, and none opens one that could block (a FIFO,
/// say); other relative paths stay in the fuzzer's own empty working directory.
private func confined(_ arguments: [ArraySlice<UInt8>]) -> [[UInt8]] {
    let fileOption = Array("--file".utf8)
    let fileOptionWithValue = Array("--file=".utf8)
    let prefix = Array((missingDirectory + "/").utf8)
    var result: [[UInt8]] = []
    var optionsEnded = false
    var nextIsFile = false
    for argument in arguments {
        let bytes = Array(argument)
        if nextIsFile, !bytes.isEmpty {
            result.append(prefix + bytes)
        } else if !optionsEnded, bytes.starts(with: fileOptionWithValue),
            bytes.count > fileOptionWithValue.count
        {
            result.append(fileOptionWithValue + prefix + bytes.dropFirst(fileOptionWithValue.count))
        } else if bytes.starts(with: [UInt8(ascii: "/")]) || bytes.starts(with: Array("..".utf8)) {
            result.append(prefix + bytes)
        } else {
            result.append(bytes)
        }
        nextIsFile = !optionsEnded && bytes == fileOption
        optionsEnded = optionsEnded || bytes == Array("--".utf8)
    }
    return result
}

// MARK: - Import rows

private let importRows = RowValidator(context: context, given: .all)

/// 5. The input as a delimited file, read in both quoting modes: nothing crashes, records after
/// a header that maps are validated as `import` validates them, and every line that is not
/// blank is read into a record or reported in a problem.
private func checkDelimitedImport(_ bytes: [UInt8]) {
    let delimiter = DelimitedReader.detectDelimiter(headerLine: bytes)
    for quoting in [QuotingMode.rfc4180, .backslashEscapes] {
        var reader = DelimitedReader(bytes: bytes, delimiter: delimiter, quoting: quoting)
        var mapping: HeaderMapping?
        var isFirstRow = true
        var batch = ImportBatch()
        var linesRead = Set<Int>()
        while let row = reader.next() {
            defer { isFirstRow = false }
            switch row {
            case .problem(let problem):
                linesRead.insert(problem.line)
            case .record(let record):
                linesRead.formUnion(record.line...record.lastLine)
                if isFirstRow {
                    mapping = try? HeaderMapping(headerFields: record.fields)
                    continue
                }
                guard let mapping, !record.hasOnlyEmptyFields else { continue }
                if mapping.fieldCountMismatch(in: record) != nil {
                    // As import does: rows a stray quote pulled into the record are read again.
                    reader.rejectLastRecord()
                    continue
                }
                importRows.add(
                    record, mapping: mapping, at: RowPlace(path: "fuzz", line: record.line),
                    to: &batch)
            }
        }
        for line in nonBlankLines(bytes) where !linesRead.contains(line) {
            fail("line \(line) is in no record and no problem (\(quoting))", bytes)
        }
    }
}

/// The 1-based numbers of the lines (ended by LF, or by the end of the input) that hold more
/// than a CR before their end, and, on line 1, a byte order mark.
private func nonBlankLines(_ bytes: [UInt8]) -> [Int] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if bytes.last == 0x0A { lines.removeLast() }
    return lines.indices.compactMap { index in
        var line = lines[index]
        if index == 0, line.starts(with: byteOrderMark) { line.removeFirst(3) }
        if line.last == 0x0D { line.removeLast() }
        return line.isEmpty ? nil : index + 1
    }
}

// MARK: - Other parsers

/// The other parsers of what people type and of files templog reads: nothing may crash.
private func checkOtherParsers(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    _ = Timestamp.parse(rfc3339: bytes)
    _ = try? TemperatureInput.parse(text)
    _ = try? TemperatureInput.parseImported(text, unit: nil)
    _ = try? TimeInput.parseInstant(text, in: context)
    _ = try? TimeInput.parseDay(text, in: context)
    _ = try? NameInput.parse(text)
    _ = try? NoteInput.parse(text)
    _ = CellDateTime(parsing: text)
    _ = CellDate(parsing: text)
    _ = CellTime(parsing: text)
    _ = ImportFormat.detect(bytes)
    _ = POSIXTimeZoneRule(text)
    _ = ZoneRules(name: "fuzz", tzifBytes: bytes)
}

// MARK: - XML

/// A tokenizer given a selection (the Health import's, and one of short names) refuses exactly
/// what the tokenizer reading every tag refuses, with the same error, wherever the input is cut
/// between buffers (the cut taken from the first byte).
private func checkXMLSelection(_ bytes: [UInt8]) {
    func outcome(_ tokenizer: XMLTokenizer, cut: Int) -> String {
        var tokenizer = tokenizer
        var buffer: [UInt8] = []
        var fed = 0
        do {
            for end in [cut, bytes.count] {
                buffer += bytes[fed..<end]
                fed = end
                let used = try buffer.withUnsafeBufferPointer {
                    try tokenizer.tokenize($0, isFinal: end == bytes.count) { _ in }
                }
                buffer.removeFirst(used)
            }
            return "well-formed"
        } catch {
            return "\(error)"
        }
    }
    let expected = outcome(XMLTokenizer(), cut: bytes.count)
    let cut = bytes.first.map { Int($0) % (bytes.count + 1) } ?? 0
    for selection in [
        HealthExport.selectedRecords,
        XMLSelection(element: "r", attribute: "type", values: ["t", "u"]),
    ] {
        let found = outcome(XMLTokenizer(selecting: selection), cut: cut)
        guard found == expected else {
            fail("selecting: \(found), reading every tag: \(expected), cut at \(cut)", bytes)
        }
    }
}
