import TempLogText

/// Windows code page 932, the Shift_JIS that Japanese Excel writes when it saves "CSV (comma
/// delimited)": decoding to UTF-8 for import.
///
/// The table (`CP932Table.swift`) is generated from Python's `cp932` codec by
/// `scripts/generate-cp932.py`, never typed by hand.
package enum CP932 {
    /// `bytes` decoded to UTF-8, or nil if any byte or two-byte code maps to nothing (a lead
    /// byte without its trail byte included).
    package static func utf8(_ bytes: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 2)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                output.append(byte)
                index += 1
                continue
            }
            let character: UInt16
            if let lead = leadIndex(byte) {
                guard index + 1 < bytes.count, (0x40...0xFC).contains(bytes[index + 1]) else {
                    return nil
                }
                character = doubleBytes[lead * trailCount + Int(bytes[index + 1]) - 0x40]
                index += 2
            } else {
                character = singleBytes[Int(byte)]
                index += 1
            }
            guard character != unmapped, let scalar = Unicode.Scalar(character) else { return nil }
            output.append(contentsOf: UTF8.encode(scalar)!)
        }
        return output
    }

    /// Whether `bytes` look like CP932 text and not UTF-8: invalid as UTF-8, every code mapped,
    /// no NUL (UTF-16 has them), and every byte above ASCII part of a Japanese character — a
    /// two-byte code or half-width katakana, never the control and private-use bytes 0x80, 0xA0
    /// and 0xFD–0xFF that text does not use.
    ///
    /// Valid CP932 is not enough: Latin-1 and Windows-1252 text (`fièvre`, `Ça`, `it’s`) often
    /// decodes too, as rare kanji and half-width katakana. Japanese text is mostly kana and common
    /// kanji (lead bytes 0x81–0x9F), two or more in a row (`体温`); so there must be such a run,
    /// and more of those characters than half-width katakana and rarer codes (lead 0xE0–0xFC).
    package static func isLikely(_ bytes: [UInt8]) -> Bool {
        guard !bytes.contains(0), validatedString(bytes) == nil else { return false }
        var common = 0
        var rare = 0
        var run = 0
        var longestRun = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                run = 0
                index += 1
            } else if (0xA1...0xDF).contains(byte) {
                rare += 1
                run = 0
                index += 1
            } else if leadIndex(byte) != nil {
                if byte <= 0x9F {
                    common += 1
                    run += 1
                    longestRun = max(longestRun, run)
                } else {
                    rare += 1
                    run = 0
                }
                index += 2
            } else {
                return false
            }
        }
        return longestRun >= 2 && common > rare && utf8(bytes) != nil
    }

    /// What the table holds for a byte or code that maps to nothing.
    private static let unmapped: UInt16 = 0xFFFF

    /// Trail bytes run from 0x40 to 0xFC.
    private static let trailCount = 0xFC - 0x40 + 1

    /// The row of `byte` in `doubleBytes` if it begins a two-byte code (0x81–0x9F, 0xE0–0xFC).
    private static func leadIndex(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x81...0x9F: return Int(byte) - 0x81
        case 0xE0...0xFC: return Int(byte) - 0xE0 + (0x9F - 0x81 + 1)
        default: return nil
        }
    }
}
