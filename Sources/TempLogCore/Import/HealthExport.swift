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
        try XMLTokenizer.forEachToken(in: file, chunkSize: chunkSize, progress: progress) {
            token in
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
}
