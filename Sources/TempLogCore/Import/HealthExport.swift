/// Streams an Apple Health export, which is often gigabytes, through `XMLTokenizer`, picking
/// out the body and basal temperature records and the menstrual flow records, and skipping
/// everything else.
enum HealthExport {
    static let chunkSize = 1 << 22

    /// The records the import reads: the tokenizer only checks every other tag.
    static let selectedRecords = XMLSelection(
        element: "Record", attribute: "type",
        values: [
            "HKQuantityTypeIdentifierBodyTemperature",
            "HKQuantityTypeIdentifierBasalBodyTemperature",
            HealthRecord.menstrualFlow,
        ])

    /// Calls `body` with every selected record, in file order; `progress` gets the
    /// bytes read so far. Throws `XMLSyntaxError` for a file that is not well-formed XML.
    static func forEachRecord(
        in file: OpenFile, chunkSize: Int = chunkSize, progress: (Int) -> Void,
        _ body: (HealthRecord) throws -> Void
    ) throws {
        // The tokenizer reports only the selected records and the elements inside them.
        var depth = 0
        var record: HealthRecord?
        try forEachToken(in: file, chunkSize: chunkSize, progress: progress) { token in
            switch token {
            case .start(let tag):
                depth += 1
                if depth == 1 {
                    let attributes = tag.attributeValues
                    record = HealthRecord(
                        type: attributes["type"] ?? "", attributes: attributes,
                        sensorLocation: nil, lineNumber: tag.line)
                } else if depth == 2, tag.isNamed("MetadataEntry"),
                    tag.value(of: "key")?.hasSuffix("BodyTemperatureSensorLocation") == true
                {
                    record?.sensorLocation = tag.value(of: "value")
                }
            case .end:
                depth -= 1
                if depth == 0, let finished = record {
                    record = nil
                    try body(finished)
                }
            }
        }
    }

    /// Reads the whole of `file` a chunk at a time through an `XMLTokenizer`, calling `body`
    /// with every selected token in order; `progress` gets the bytes read so far.
    private static func forEachToken(
        in file: OpenFile, chunkSize: Int, progress: (Int) -> Void,
        _ body: (XMLToken) throws -> Void
    ) throws {
        let size = try file.size()
        var tokenizer = XMLTokenizer(selecting: selectedRecords)
        // What the tokenizer left unread stays at the start of the buffer and the next chunk is
        // appended to it, so the buffer grows when a construct is longer than a chunk.
        var buffer: [UInt8] = []
        buffer.reserveCapacity(chunkSize * 2)
        var position = 0
        repeat {
            let count = min(chunkSize, size - position)
            if count > 0 {
                let read = try file.read(count: count, at: position, appendingTo: &buffer)
                position += read
                progress(position)
                if read < count { position = size }
            }
            let isFinal = position >= size
            let used = try buffer.withUnsafeBufferPointer {
                try tokenizer.tokenize($0, isFinal: isFinal, body)
            }
            if isFinal { return }
            buffer.removeFirst(used)
        } while true
    }
}
