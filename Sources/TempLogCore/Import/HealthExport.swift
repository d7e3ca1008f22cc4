/// Streams an Apple Health export, which is often gigabytes, through `XMLTokenizer`, picking
/// out the body temperature records and skipping everything else.
enum HealthExport {
    static let chunkSize = 1 << 22

    /// Calls `body` with every body temperature record, in file order; `progress` gets the
    /// bytes read so far. Throws `XMLSyntaxError` for a file that is not well-formed XML.
    static func forEachRecord(
        in file: OpenFile, chunkSize: Int = chunkSize, progress: (Int) -> Void,
        _ body: (HealthRecord) throws -> Void
    ) throws {
        var depth = 0
        var record: HealthRecord?
        var recordDepth = 0
        try forEachToken(in: file, chunkSize: chunkSize, progress: progress) { token in
            switch token {
            case .start(let tag):
                depth += 1
                if record == nil {
                    guard tag.isNamed("Record"),
                        tag.has("type", equalTo: "HKQuantityTypeIdentifierBodyTemperature")
                            || tag.has(
                                "type", equalTo: "HKQuantityTypeIdentifierBasalBodyTemperature")
                    else { return }
                    let attributes = tag.attributeValues
                    record = HealthRecord(
                        type: attributes["type"] ?? "", attributes: attributes,
                        sensorLocation: nil, lineNumber: tag.line)
                    recordDepth = depth
                } else if depth == recordDepth + 1, tag.isNamed("MetadataEntry"),
                    tag.value(of: "key")?.hasSuffix("BodyTemperatureSensorLocation") == true
                {
                    record?.sensorLocation = tag.value(of: "value")
                }
            case .end:
                if depth == recordDepth, let finished = record {
                    record = nil
                    try body(finished)
                }
                depth -= 1
            }
        }
    }

    /// Reads the whole of `file` a chunk at a time through an `XMLTokenizer`, calling `body`
    /// with every token in order; `progress` gets the bytes read so far.
    private static func forEachToken(
        in file: OpenFile, chunkSize: Int, progress: (Int) -> Void,
        _ body: (XMLToken) throws -> Void
    ) throws {
        let size = try file.size()
        var tokenizer = XMLTokenizer()
        var buffer: [UInt8] = []
        var position = 0
        repeat {
            let count = min(chunkSize, size - position)
            if count > 0 {
                let oldCount = buffer.count
                buffer.append(contentsOf: repeatElement(0, count: count))
                let read = try buffer.withUnsafeMutableBytes { bytes in
                    try file.read(into: bytes.baseAddress! + oldCount, count: count, at: position)
                }
                buffer.removeLast(count - read)
                position += read
                progress(position)
                if read < count { position = size }
            }
            let isFinal = position >= size
            let used = try buffer.withUnsafeBufferPointer { bytes in
                try tokenizer.tokenize(bytes, isFinal: isFinal, body)
            }
            buffer.removeFirst(used)
            if isFinal { return }
        } while true
    }
}
