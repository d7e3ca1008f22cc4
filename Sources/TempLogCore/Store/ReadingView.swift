/// A reading seen through bytes it does not own: its text is a view of a store line (see
/// `ReadingFields.plain()`) or of a `Reading`'s strings (see `Reading.withView(_:)`), valid
/// only while the call that hands it out runs. An export formats it without making a
/// `Reading` or a `String`.
struct ReadingView {
    let id: UnsafeBufferPointer<UInt8>
    let takenAt: Timestamp
    let temperature: Temperature
    let unit: TemperatureUnit
    let recordedAt: Timestamp
    let site: Site?
    let who: UnsafeBufferPointer<UInt8>?
    let note: UnsafeBufferPointer<UInt8>?
    let symptoms: [Symptom]?
    let kind: ReadingKind
    /// `takenAt` as `Timestamp.writeRFC3339` writes it, when the line holds it so.
    var takenAtText: UnsafeBufferPointer<UInt8>? = nil
    /// `recordedAt` as `Timestamp.writeRFC3339` writes it, when the line holds it so.
    var recordedAtText: UnsafeBufferPointer<UInt8>? = nil

    /// Whether the reading is a fever by `threshold` (see `Reading.isFever(_:)`).
    func isFever(_ threshold: FeverThreshold) -> Bool {
        kind == .body && threshold.isReached(by: temperature)
    }
}

extension Reading {
    /// Calls `body` with a view of the reading.
    func withView<Result>(_ body: (ReadingView) -> Result) -> Result {
        var id = id
        return id.withUTF8 { id in
            withUTF8(of: who) { who in
                withUTF8(of: note) { note in
                    body(
                        ReadingView(
                            id: id, takenAt: takenAt, temperature: temperature, unit: unit,
                            recordedAt: recordedAt, site: site, who: who, note: note,
                            symptoms: symptoms, kind: kind))
                }
            }
        }
    }

    private func withUTF8<Result>(
        of text: String?, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
    ) -> Result {
        guard var text else { return body(nil) }
        return text.withUTF8 { body($0) }
    }
}
