import Foundation
import TestSupport
import Testing

@testable import TempLogCore

/// The FHIR writer on its own: what each reading becomes, escaping, values and codes.
@Suite struct FHIRBundleTests {
    static func bundle(_ readings: [Reading], name: String? = "hana") -> String {
        var output: [UInt8] = []
        FHIRBundle.appendOpening(
            made: readings.first?.takenAt ?? sampleReading().takenAt, to: &output)
        var entries: [UInt8] = []
        for reading in readings {
            FHIRBundle.appendEntries(of: reading, subject: FHIRSubject(name: name), to: &entries)
        }
        if !entries.isEmpty {
            FHIRBundle.appendEntriesOpening(to: &output)
            output += entries.dropFirst()
        }
        FHIRBundle.appendClosing(hasEntries: !entries.isEmpty, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func observation(_ reading: Reading) throws -> [String: Any] {
        let json = try JSONSerialization.jsonObject(with: Data(bundle([reading]).utf8))
        let entry = try #require(((json as? [String: Any])?["entry"] as? [[String: Any]])?.first)
        return try #require(entry["resource"] as? [String: Any])
    }

    @Test func anyTextIsEscapedSoTheNoteReadsBackExactly() throws {
        let note = "a\"b\\c\u{01}\u{1F}\t\n\u{7F}\u{2028}é熱🤒</note>"
        let observation = try Self.observation(sampleReading(note: note))
        let notes = observation["note"] as? [[String: Any]]
        #expect(notes?.first?["text"] as? String == note)
        FHIRValidator.expectValid(Self.bundle([sampleReading(note: note)]))
    }

    @Test(arguments: [
        (3650, TemperatureUnit.celsius, ReadingKind.body, "36.5"),
        (3746, .celsius, .body, "37.46"),
        (3706, .fahrenheit, .body, "98.7"),
        (3700, .fahrenheit, .body, "98.6"),
        (3650, .celsius, .basal, "36.50"),
        (3642, .fahrenheit, .basal, "97.56"),
    ])
    func theValueIsInTheUnitItWasTakenInAtItsPrecision(
        centi: Int, unit: TemperatureUnit, kind: ReadingKind, value: String
    ) {
        var reading = sampleReading(centi: centi, unit: unit)
        reading.kind = kind
        let code = unit == .celsius ? "Cel" : "[degF]"
        #expect(
            Self.bundle([reading]).contains(
                #""valueQuantity":{"value":\#(value),"unit":"\#(unit == .celsius ? "°C" : "°F")","system":"http://unitsofmeasure.org","code":"\#(code)"}"#
            ))
    }

    @Test func everySiteHasItsCodesAndOtherHasNone() throws {
        let expected: [Site: (loinc: String?, snomed: String?)] = [
            .mouth: ("8331-1", "74262004"), .armpit: ("8328-7", "422543003"),
            .ear: ("8333-7", "42859004"), .rectum: ("8332-9", "34402009"),
            .forehead: ("75539-7", "52795006"), .other: (nil, nil),
        ]
        for site in Site.allCases {
            let observation = try Self.observation(sampleReading(site: site))
            let codes = ((observation["code"] as? [String: Any])?["coding"] as? [[String: Any]])?
                .compactMap { $0["code"] as? String }
            #expect(codes == ["8310-5"] + [expected[site]!.loinc].compactMap { $0 }, "\(site)")
            let bodySite = observation["bodySite"] as? [String: Any]
            #expect(bodySite?["text"] as? String == site.rawValue)
            let snomed = (bodySite?["coding"] as? [[String: Any]])?.first?["code"] as? String
            #expect(snomed == expected[site]!.snomed, "\(site)")
        }
    }

    static func dose(_ amount: String?, note: String? = nil) throws -> Dose {
        let time = sampleReading().takenAt
        return Dose(
            id: "d00000000001", takenAt: time, medicine: "カロナール \"細粒\"",
            amount: try amount.map { try DoseInput.amount($0) }, note: note, recordedAt: time)
    }

    static func administration(_ dose: Dose) throws -> [String: Any] {
        var entries: [UInt8] = []
        FHIRBundle.appendEntry(of: dose, subject: FHIRSubject(name: "hana"), to: &entries)
        #expect(entries.starts(with: Array(",\n".utf8)))
        let json = try JSONSerialization.jsonObject(with: Data(entries.dropFirst(2)))
        return try #require((json as? [String: Any])?["resource"] as? [String: Any])
    }

    @Test(arguments: [
        ("200mg", "200", "mg"), ("0.5g", "0.5", "g"), ("５ｍｌ", "5", "mL"), ("5cc", "5", "mL"),
        ("100mcg", "100", "ug"), ("007mg", "7", "mg"), ("00.5g", "0.5", "g"),
    ])
    func anAmountInAUnitUCUMKnowsIsADoseQuantity(amount: String, value: String, code: String)
        throws
    {
        let administration = try Self.administration(try Self.dose(amount))
        #expect(administration["resourceType"] as? String == "MedicationAdministration")
        #expect(administration["status"] as? String == "completed")
        let medication = administration["medicationCodeableConcept"] as? [String: Any]
        #expect(medication?["text"] as? String == "カロナール \"細粒\"")
        let dosage = try #require(administration["dosage"] as? [String: Any])
        #expect(dosage["text"] == nil)
        let quantity = try #require(dosage["dose"] as? [String: Any])
        #expect((quantity["value"] as? NSNumber)?.stringValue == value)
        #expect(quantity["code"] as? String == code)
        #expect(quantity["unit"] as? String == code)
        #expect(quantity["system"] as? String == "http://unitsofmeasure.org")
        var bundle: [UInt8] = []
        FHIRBundle.appendOpening(made: sampleReading().takenAt, to: &bundle)
        FHIRBundle.appendEntriesOpening(to: &bundle)
        var entries: [UInt8] = []
        FHIRBundle.appendEntry(
            of: try Self.dose(amount), subject: FHIRSubject(name: nil), to: &entries)
        bundle += entries.dropFirst()
        FHIRBundle.appendClosing(hasEntries: true, to: &bundle)
        FHIRValidator.expectValid(String(decoding: bundle, as: UTF8.self))
    }

    @Test(arguments: ["1錠", "2 tablets", "0.5包", "1個", "3滴", "1カプセル"])
    func aCountedAmountIsTheDosagesText(amount: String) throws {
        let dose = try Self.dose(amount, note: "before <sleep> & \\ 🤒")
        let administration = try Self.administration(dose)
        let dosage = try #require(administration["dosage"] as? [String: Any])
        #expect(dosage["dose"] == nil)
        #expect(dosage["text"] as? String == dose.amount?.text)
        let notes = (administration["note"] as? [[String: Any]])?.compactMap { $0["text"] }
        #expect(notes as? [String] == ["before <sleep> & \\ 🤒"])
    }

    @Test func aDoseWithoutAnAmountHasNoDosage() throws {
        let administration = try Self.administration(try Self.dose(nil))
        #expect(administration["dosage"] == nil)
        #expect(administration["note"] == nil)
        #expect(administration["effectiveDateTime"] as? String == sampleReading().takenAt.rfc3339)
        let identifier = (administration["identifier"] as? [[String: Any]])?.first
        #expect(identifier?["system"] as? String == "urn:templog:dose")
        #expect(identifier?["value"] as? String == "d00000000001")
    }

    @Test func theOwnerWithoutADisplayNameIsAPatientWithoutAName() throws {
        let text = Self.bundle([sampleReading()], name: nil)
        #expect(text.contains(#""contained":[{"resourceType":"Patient","id":"subject"}]"#))
        #expect(text.contains(##""subject":{"reference":"#subject"}"##))
        FHIRValidator.expectValid(text)
    }
}
