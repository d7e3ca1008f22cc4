// libFuzzer entry point, compiled together with TempLogCore's sources by run-fuzzer.sh
// (not a SwiftPM target). Every parser that reads outside input is fed the same bytes.
import Foundation

/// One fixed "now", so time parsing is deterministic.
private let context = TimeContext(
    now: Date(timeIntervalSince1970: 1_795_905_060), timeZone: TimeZone(identifier: "Asia/Tokyo")!
)

/// libFuzzer's entry point: feeds one input to every parser.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // The fast path must agree with JSONSerialization whenever it answers on its own.
    var parser = FastLineParser(bytes: bytes)
    if let fields = parser.parse() {
        let fast = fields.reading()
        let general = ReadingLine.decodeWithFoundation(bytes)
        if fast != general {
            fatalError("fast path and JSONSerialization disagree on \(Array(bytes))")
        }
    }
    if let reading = ReadingLine.decode(bytes) {
        let line = ReadingLine.encode(reading)
        let again = line.dropLast().withUnsafeBufferPointer { ReadingLine.decode($0) }
        if again != reading {
            fatalError("a decoded reading does not survive encoding: \(reading)")
        }
    }
    _ = Timestamp.parse(rfc3339: bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    _ = try? TemperatureInput.parse(text)
    _ = try? TimeInput.parseInstant(text, in: context)
    _ = try? TimeInput.parseDay(text, in: context)
    _ = try? PersonInput.name(text)
    _ = try? PersonInput.note(text)
    return 0
}
