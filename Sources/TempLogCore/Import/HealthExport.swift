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
        // What the tokenizer left unread stays at the start of the buffer, the next chunk is
        // read after it (into memory not filled first), and the buffer grows when a construct
        // is longer than a chunk.
        var capacity = chunkSize * 2
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var kept = 0
        var position = 0
        repeat {
            let count = min(chunkSize, size - position)
            if kept + count > capacity {
                capacity = (kept + count) * 2
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
                grown.update(from: buffer, count: kept)
                buffer.deallocate()
                buffer = grown
            }
            if count > 0 {
                let read = try file.read(into: buffer + kept, count: count, at: position)
                kept += read
                position += read
                progress(position)
                if read < count { position = size }
            }
            let isFinal = position >= size
            let used = try tokenizer.tokenize(
                UnsafeBufferPointer(start: buffer, count: kept), isFinal: isFinal, body)
            if isFinal { return }
            kept -= used
            buffer.update(from: buffer + used, count: kept)
        } while true
    }
}
