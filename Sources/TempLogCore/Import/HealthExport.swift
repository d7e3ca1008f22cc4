#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Streams an Apple Health export, which is often gigabytes, picking out body temperature
/// records and skipping everything else with `memmem` rather than parsing it.
enum HealthExport {
    static let types = [
        "HKQuantityTypeIdentifierBodyTemperature", "HKQuantityTypeIdentifierBasalBodyTemperature",
    ]
    static let chunkSize = 1 << 22

    /// Calls `body` with every body temperature record, in file order; `progress` gets the
    /// bytes read so far.
    static func forEachRecord(
        in file: OpenFile, chunkSize: Int = chunkSize, progress: (Int) -> Void,
        _ body: (HealthRecord) throws -> Void
    ) throws {
        let size = try file.size()
        var buffer: [UInt8] = []
        var newlinesBefore = 0
        var position = 0
        while position < size || !buffer.isEmpty {
            if position < size {
                let chunk = try file.read(count: min(chunkSize, size - position), at: position)
                position += chunk.count
                buffer += chunk
                progress(position)
            }
            let atEnd = position >= size
            let consumed = try scan(buffer, atEnd: atEnd) { start, record in
                var counted = record
                counted.lineNumber = newlinesBefore + countNewlines(buffer, upTo: start) + 1
                try body(counted)
            }
            newlinesBefore += countNewlines(buffer, upTo: consumed)
            buffer.removeFirst(consumed)
            if atEnd { break }
        }
    }

    /// Finds the complete temperature records in `buffer`; returns how many bytes are done with.
    private static func scan(
        _ buffer: [UInt8], atEnd: Bool, _ body: (Int, HealthRecord) throws -> Void
    ) throws -> Int {
        try buffer.withUnsafeBufferPointer { bytes -> Int in
            guard let base = bytes.baseAddress else { return 0 }
            var cursor = 0
            while true {
                guard let marker = find("BodyTemperature\"", in: bytes, from: cursor) else {
                    // Keep a tail that might hold the start of a marker cut by the chunk's end.
                    return atEnd ? bytes.count : max(cursor, bytes.count - 4096)
                }
                guard
                    let start = findBackwards(
                        "<Record ", in: bytes, before: marker, notBefore: cursor)
                else {
                    cursor = marker + 1
                    continue
                }
                guard
                    let tagEnd = memchr(
                        base + marker, Int32(UInt8(ascii: ">")), bytes.count - marker)
                else {
                    return atEnd ? bytes.count : start
                }
                let tagClose = base.distance(to: tagEnd.assumingMemoryBound(to: UInt8.self))
                var end = tagClose + 1
                if bytes[tagClose - 1] != UInt8(ascii: "/") {
                    guard let close = find("</Record>", in: bytes, from: tagClose) else {
                        return atEnd ? bytes.count : start
                    }
                    end = close + 9
                }
                let element = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let record = record(in: element, tagLength: tagClose - start) {
                    try body(start, record)
                }
                cursor = end
            }
        }
    }

    private static func record(in element: UnsafeBufferPointer<UInt8>, tagLength: Int)
        -> HealthRecord?
    {
        let tag = UnsafeBufferPointer(rebasing: element[..<tagLength])
        let attributes = attributesOf(tag)
        guard let type = attributes["type"], types.contains(type) else { return nil }
        var location: String?
        var searchFrom = tagLength
        while let entry = find("<MetadataEntry ", in: element, from: searchFrom) {
            guard let close = find(">", in: element, from: entry) else { break }
            let metadata = attributesOf(UnsafeBufferPointer(rebasing: element[entry..<close]))
            if metadata["key"]?.hasSuffix("BodyTemperatureSensorLocation") == true {
                location = metadata["value"]
            }
            searchFrom = close
        }
        return HealthRecord(
            type: type, attributes: attributes, sensorLocation: location, lineNumber: 0)
    }

    /// `name="value"` pairs of a tag, with XML entities decoded.
    static func attributesOf(_ tag: UnsafeBufferPointer<UInt8>) -> [String: String] {
        var result: [String: String] = [:]
        var index = 0
        while index < tag.count {
            guard let equals = find("=\"", in: tag, from: index) else { break }
            var nameStart = equals
            while nameStart > index, tag[nameStart - 1] != 0x20, tag[nameStart - 1] != 0x0A,
                tag[nameStart - 1] != 0x09
            {
                nameStart -= 1
            }
            guard let quote = find("\"", in: tag, from: equals + 2) else { break }
            let name = String(decoding: tag[nameStart..<equals], as: UTF8.self)
            result[name] = decodeEntities(
                String(decoding: tag[(equals + 2)..<quote], as: UTF8.self))
            index = quote + 1
        }
        return result
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "&" + entity + ";"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// The offset of `needle` at or after `offset`, found by `memchr` on its first byte.
    private static func find(
        _ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from offset: Int
    ) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = needle.utf8CodeUnitCount
        var index = offset
        while index + count <= bytes.count,
            let hit = memchr(
                base + index, Int32(needle.utf8Start.pointee), bytes.count - count + 1 - index)
        {
            let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + position, needle.utf8Start, count) == 0 { return position }
            index = position + 1
        }
        return nil
    }

    private static func findBackwards(
        _ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, before offset: Int,
        notBefore floor: Int
    ) -> Int? {
        let count = needle.utf8CodeUnitCount
        var index = offset - count
        while index >= floor {
            if memcmp(bytes.baseAddress! + index, needle.utf8Start, count) == 0 { return index }
            index -= 1
        }
        return nil
    }

    private static func countNewlines(_ buffer: [UInt8], upTo end: Int) -> Int {
        buffer.withUnsafeBufferPointer { bytes in
            var count = 0
            var index = 0
            while index < end, let found = memchr(bytes.baseAddress! + index, 0x0A, end - index) {
                count += 1
                index =
                    bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return count
        }
    }
}
