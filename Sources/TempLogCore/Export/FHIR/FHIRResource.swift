/// One resource of a Bundle entry, and how it is written.
///
/// A reading is an `Observation` of the FHIR body temperature profile (vital signs), and each
/// symptom ticked with it an `Observation` of its own (LOINC 75325-1, the symptom in SNOMED CT)
/// at the same time for the same person: the vital-signs profile keeps a temperature's
/// components and members for vital signs. Every resource contains its `Patient` and names it
/// as its subject. Each kind of record templog keeps is one case here, with its writer: a dose
/// of medicine is a `MedicationAdministration`.
enum FHIRResource {
    /// A body or basal temperature.
    case temperature(Reading)
    /// A symptom ticked with a reading (`none`: checked, none).
    case symptom(Symptom, of: Reading)
    /// A dose of medicine given.
    case dose(Dose)

    /// The resources of `reading`: its temperature, then one per symptom.
    static func resources(of reading: Reading) -> [FHIRResource] {
        [.temperature(reading)] + (reading.symptoms ?? []).map { .symptom($0, of: reading) }
    }

    /// The identifier systems: a reading's id, a symptom's (`<id>:<symptom>`) and a dose's id.
    /// The same reading or dose has the same identifier in every export, so a system that
    /// reads a second export updates its record rather than adding another.
    static let readingIdentifier: StaticString = "urn:templog:reading"
    static let symptomIdentifier: StaticString = "urn:templog:symptom"
    static let doseIdentifier: StaticString = "urn:templog:dose"

    /// Writes the resource as a JSON object.
    func write(subject: FHIRSubject, to writer: inout JSONWriter) {
        switch self {
        case .temperature(let reading): Self.writeTemperature(reading, subject, to: &writer)
        case .symptom(let symptom, let reading):
            Self.writeSymptom(symptom, of: reading, subject, to: &writer)
        case .dose(let dose): Self.writeDose(dose, subject, to: &writer)
        }
    }

    private static func writeTemperature(
        _ reading: Reading, _ subject: FHIRSubject, to writer: inout JSONWriter
    ) {
        writer.object { object in
            object.member("resourceType", string: "Observation")
            object.objectMember("meta") {
                $0.arrayMember("profile") {
                    $0.element(string: "\(FHIRCoding.bodyTemperatureProfile)")
                }
            }
            writeHeader(identifier: (readingIdentifier, reading.id), subject, to: &object)
            writeStatusAndCategory(.vitalSigns, to: &object)
            var codes = [FHIRCoding.bodyTemperature]
            if let site = reading.site, let specific = FHIRCoding.temperature(at: site) {
                codes.append(specific)
            }
            if reading.kind == .basal { codes.append(.basalBodyTemperature) }
            object.concept(
                "code", codes,
                text: reading.kind == .basal ? "Basal body temperature" : "Body temperature")
            writeSubjectAndTime(reading, subject, to: &object)
            object.objectMember("valueQuantity") { quantity in
                quantity.member("value", number: value(of: reading))
                quantity.member("unit", string: reading.unit == .celsius ? "°C" : "°F")
                quantity.member("system", string: "\(FHIRCoding.ucum)")
                quantity.member("code", string: "\(FHIRCoding.ucumCode(reading.unit))")
            }
            if let site = reading.site {
                object.concept(
                    "bodySite", FHIRCoding.bodySite(site).map { [$0] } ?? [],
                    text: site.rawValue)
            }
            let notes =
                [reading.note]
                + [reading.disturbance.map { "Disturbed basal reading: \($0.rawValue)" }]
            if notes.contains(where: { $0 != nil }) {
                object.arrayMember("note") { array in
                    for case let text? in notes {
                        array.element { $0.member("text", string: text) }
                    }
                }
            }
        }
    }

    private static func writeSymptom(
        _ symptom: Symptom, of reading: Reading, _ subject: FHIRSubject,
        to writer: inout JSONWriter
    ) {
        writer.object { object in
            object.member("resourceType", string: "Observation")
            writeHeader(
                identifier: (symptomIdentifier, "\(reading.id):\(symptom.rawValue)"), subject,
                to: &object)
            writeStatusAndCategory(.survey, to: &object)
            object.concept("code", [.symptom], text: "Symptom")
            writeSubjectAndTime(reading, subject, to: &object)
            object.concept(
                "valueCodeableConcept", FHIRCoding.finding(symptom).map { [$0] } ?? [],
                text: symptom == .none ? "none" : symptom.rawValue.replacing("-", with: " "))
        }
    }

    /// A dose as a `MedicationAdministration`, `completed`: the medicine by the name it was
    /// given under, when it was given, the note, and the amount as a UCUM quantity where UCUM
    /// has its unit (mg, g, µg, mL), else as the text it was given as (`1錠`, `2 tablets`).
    private static func writeDose(
        _ dose: Dose, _ subject: FHIRSubject, to writer: inout JSONWriter
    ) {
        writer.object { object in
            object.member("resourceType", string: "MedicationAdministration")
            writeHeader(identifier: (doseIdentifier, dose.id), subject, to: &object)
            object.member("status", string: "completed")
            object.concept("medicationCodeableConcept", [], text: dose.medicine)
            writeSubject(subject, to: &object)
            object.member("effectiveDateTime", string: dose.takenAt.rfc3339)
            if let note = dose.note {
                object.arrayMember("note") { $0.element { $0.member("text", string: note) } }
            }
            guard let amount = dose.amount else { return }
            object.objectMember("dosage") { dosage in
                guard let code = FHIRCoding.ucumCode(amount.unit) else {
                    return dosage.member("text", string: amount.text)
                }
                dosage.objectMember("dose") { quantity in
                    quantity.member("value", number: jsonNumber(amount.quantity))
                    quantity.member("unit", string: "\(code)")
                    quantity.member("system", string: "\(FHIRCoding.ucum)")
                    quantity.member("code", string: "\(code)")
                }
            }
        }
    }

    /// An amount's number as JSON writes it: without leading zeros (`007` is `7`, `.5` never
    /// occurs but `00.5` is `0.5`).
    private static func jsonNumber(_ quantity: String) -> [UInt8] {
        let trimmed = quantity.drop { $0 == "0" }
        return Array((trimmed.isEmpty || trimmed.first == "." ? "0" + trimmed : trimmed).utf8)
    }

    /// The members every resource begins with: the contained `Patient` and the identifier.
    private static func writeHeader(
        identifier: (system: StaticString, value: String), _ subject: FHIRSubject,
        to object: inout JSONWriter
    ) {
        object.arrayMember("contained") { array in
            array.element { patient in
                patient.member("resourceType", string: "Patient")
                patient.member("id", string: "subject")
                if let name = subject.name {
                    patient.arrayMember("name") { $0.element { $0.member("text", string: name) } }
                }
            }
        }
        object.arrayMember("identifier") { array in
            array.element {
                $0.member("system", string: "\(identifier.system)")
                $0.member("value", string: identifier.value)
            }
        }
    }

    /// An Observation's status, `final`, and its category.
    private static func writeStatusAndCategory(
        _ category: FHIRCoding, to object: inout JSONWriter
    ) {
        object.member("status", string: "final")
        object.arrayMember("category") { array in
            array.element { concept in
                concept.arrayMember("coding") { $0.coding(category) }
            }
        }
    }

    /// `subject`, naming the contained Patient.
    private static func writeSubject(_ subject: FHIRSubject, to object: inout JSONWriter) {
        object.objectMember("subject") {
            $0.member("reference", string: "#subject")
            if let name = subject.name { $0.member("display", string: name) }
        }
    }

    /// `subject`, then when the reading was taken (with its own UTC offset) and when it was
    /// entered.
    private static func writeSubjectAndTime(
        _ reading: Reading, _ subject: FHIRSubject, to object: inout JSONWriter
    ) {
        writeSubject(subject, to: &object)
        object.member("effectiveDateTime", string: reading.takenAt.rfc3339)
        object.member("issued", string: reading.recordedAt.rfc3339)
    }

    /// The temperature in the unit it was taken in: in °C the value the store keeps (to the
    /// hundredth), in °F the stored value converted to the decimals templog shows (one for a
    /// body reading, as a °F thermometer shows it, so a reading typed in °F comes back as
    /// typed); a basal reading always with two decimals.
    private static func value(of reading: Reading) -> [UInt8] {
        var text: [UInt8] = []
        let temperature = reading.temperature
        if reading.unit == .celsius, reading.kind == .body {
            temperature.appendStored(to: &text)
        } else {
            temperature.appendText(
                in: reading.unit, decimals: reading.kind.displayDecimals, to: &text)
        }
        return text
    }
}
