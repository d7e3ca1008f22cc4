import TestSupport
import Testing

@testable import TempLogCore

/// Doses: what `templog dose` takes as a medicine, an amount and an interval; the table of
/// fever reducers; the hours since one; the limits the user sets; and the doses file.
@Suite struct DoseTests {
    static func time(_ text: String) -> Timestamp {
        Timestamp.parse(rfc3339: Array("2026-11-\(text):00+09:00".utf8))!
    }

    static func dose(
        _ id: String, _ taken: String, _ medicine: String = "カロナール",
        person: Person = .named("hana"),
        interval: Int? = nil, maximum: Int? = nil, marked: Bool = false
    ) -> Dose {
        Dose(
            id: id, takenAt: time(taken), medicine: medicine,
            amount: try? DoseInput.amount("200mg"), person: person, isMarkedFeverReducer: marked,
            interval: interval.map { DoseInterval(minutes: $0) }, maximumPerDay: maximum,
            recordedAt: time("30T18:00"))
    }

    @Test(arguments: [
        ("200mg", "200mg", DoseUnit.milligram), ("２００ｍｇ", "200mg", .milligram),
        ("5 ml", "5ml", .millilitre), ("5mL", "5mL", .millilitre), ("1錠", "1錠", .tablet),
        ("0.5包", "0.5包", .packet), ("0,5包", "0.5包", .packet),
        ("2 tablets", "2 tablets", .tablet), ("2tablets", "2 tablets", .tablet),
        ("1個", "1個", .suppository), ("10 drops", "10 drops", .drop),
        ("250 µg", "250µg", .microgram),
    ])
    func anAmountIsANumberAndAUnit(typed: String, stored: String, unit: DoseUnit) throws {
        let amount = try DoseInput.amount(typed)
        #expect(amount.text == stored)
        #expect(amount.unit == unit)
    }

    @Test(arguments: ["200", "mg", "0mg", "0.0ml", "1,000mg", "-1mg", "2 spoons", "1e3mg", ""])
    func anAmountWithoutANumberAboveNoneOrAKnownUnitIsRefused(typed: String) {
        #expect(throws: InputError.notAnAmount(typed)) { try DoseInput.amount(typed) }
    }

    /// An extra digit is refused, naming the most one dose may be in the unit as typed; that
    /// most is taken.
    @Test(arguments: [
        ("99999mg", "10000mg"), ("10.5g", "10g"), ("2000 ml", "1000ml"),
        ("51 tablets", "50 tablets"), ("201滴", "200滴"), ("10000001mcg", "10000000mcg"),
    ])
    func anAmountOverTheMostOneDoseMayBeIsRefused(typed: String, largest: String) throws {
        do {
            let accepted = try DoseInput.amount(typed)
            Issue.record("\(typed) accepted as \(accepted.text)")
        } catch {
            guard case .amountTooLarge(let text, let most) = error else {
                Issue.record("\(typed): \(error)")
                return
            }
            #expect(text == typed)
            #expect(most.text == largest)
        }
        #expect(try DoseInput.amount(largest).text == largest)
    }

    @Test func theAcceptedUnitsAreListedOnceEachWithTheirEnglishWords() {
        #expect(
            DoseUnit.accepted == [
                "mg", "g", "mcg", "ml", "錠", "tablets", "包", "packets", "カプセル", "capsules",
                "個", "suppositories", "滴", "drops",
            ])
    }

    @Test(arguments: [
        ("6h", 360), ("4h30m", 270), ("90m", 90), ("6時間", 360), ("4時間30分", 270),
        ("３０分", 30), ("72h", 4320), ("6 h", 360),
    ])
    func anIntervalIsHoursAndMinutes(typed: String, minutes: Int) throws {
        #expect(try DoseInput.interval(typed).minutes == minutes)
    }

    @Test(arguments: ["0h", "0m", "6", "h", "73h", "30m4h", "6h6h", "-6h", "6d", "1.5h", ""])
    func anIntervalOfNoneOrBeyond72HoursIsRefused(typed: String) {
        #expect(throws: InputError.notAnInterval(typed)) { try DoseInput.interval(typed) }
    }

    @Test func aCountOfDosesIsAWholeNumberFrom1To24() throws {
        #expect(try DoseInput.maximumPerDay("4") == 4)
        #expect(try DoseInput.maximumPerDay("２４") == 24)
        for typed in ["0", "25", "four", "-1", "1.5", ""] {
            #expect(throws: InputError.notADoseCount(typed)) { try DoseInput.maximumPerDay(typed) }
        }
    }

    @Test func aMedicineIsOneFoldedLineOfAtMost64Characters() throws {
        #expect(try DoseInput.medicine("  ＴＹＬＥＮＯＬ　  ５００ ") == "TYLENOL 500")
        #expect(throws: InputError.noMedicine) { try DoseInput.medicine("  ") }
        #expect(throws: InputError.amountAsMedicine("200mg")) { try DoseInput.medicine("200mg") }
        #expect(throws: InputError.medicineControlCharacter(0x0A)) {
            try DoseInput.medicine("a\nb")
        }
        #expect(throws: InputError.medicineTooLong(length: 65, limit: 64)) {
            try DoseInput.medicine(String(repeating: "薬", count: 65))
        }
    }

    @Test(arguments: [
        ("paracetamol", FeverReducer.paracetamol), ("Acetaminophen", .paracetamol),
        ("アセトアミノフェン", .paracetamol), ("カロナール", .paracetamol), ("アンヒバ", .paracetamol),
        ("アルピニー", .paracetamol), ("タイレノール", .paracetamol), ("Tylenol", .paracetamol),
        ("ＴＹＬＥＮＯＬ", .paracetamol), ("Calpol", .paracetamol), ("Panadol", .paracetamol),
        ("カロナール錠200", .paracetamol), ("Children's Tylenol", .paracetamol),
        ("ibuprofen", .ibuprofen), ("イブプロフェン", .ibuprofen), ("ブルフェン", .ibuprofen),
        ("Advil", .ibuprofen), ("Motrin", .ibuprofen), ("Nurofen 200", .ibuprofen),
        ("loxoprofen", .loxoprofen), ("ロキソプロフェン", .loxoprofen), ("ロキソニンS", .loxoprofen),
        ("aspirin", .aspirin), ("アスピリン", .aspirin), ("naproxen", .naproxen),
        ("Calonal", .paracetamol), ("コカール錠200", .paracetamol), ("小児用バファリンCII", .paracetamol),
        ("小児用バファリン チュアブル", .paracetamol), ("Tempra", .paracetamol),
        ("FeverAll", .paracetamol), ("Feverall 120mg", .paracetamol), ("イブ", .ibuprofen),
        ("ｲﾌﾞ", .ibuprofen), ("イブA錠", .ibuprofen), ("イブA錠EX", .ibuprofen),
        ("イブクイック頭痛薬", .ibuprofen),
    ])
    func feverReducersAreKnownByTheirNamesAndBrands(name: String, reducer: FeverReducer) {
        #expect(FeverReducer.named(name) == reducer)
    }

    @Test(arguments: [
        "ムコダイン", "amoxicillin", "Tylenols", "aspirinx", "Calpolite", "薬", "イブニングケア",
        "イブキ", "バファリン", "Temprano",
    ])
    func otherMedicinesAreNot(name: String) {
        #expect(FeverReducer.named(name) == nil)
        #expect(!Self.dose("aaaaaaaaaaa1", "30T14:00", name).isFeverReducer)
        #expect(Self.dose("aaaaaaaaaaa1", "30T14:00", name, marked: true).isFeverReducer)
    }

    @Test func theHoursSinceAFeverReducerCountOnlyThatPersonsWithinThePrevious24Hours() {
        let log = DoseLog([
            Self.dose("aaaaaaaaaaa1", "29T14:00"),
            Self.dose("aaaaaaaaaaa2", "30T14:00"),
            Self.dose("aaaaaaaaaaa3", "30T15:00", "ムコダイン"),
            Self.dose("aaaaaaaaaaa4", "30T15:30", person: .owner),
        ])
        #expect(log.feverReducerTenths(of: .named("hana"), at: Self.time("30T16:10")) == 22)
        // A dose at the reading's own minute is not before it: the one 24 hours before counts.
        #expect(log.feverReducerTenths(of: .named("HANA"), at: Self.time("30T14:00")) == 240)
        #expect(log.feverReducerTenths(of: .named("hana"), at: Self.time("30T13:59")) == 240)
        #expect(log.feverReducerTenths(of: .named("hana"), at: Self.time("29T13:59")) == nil)
        #expect(log.feverReducerTenths(of: .owner, at: Self.time("30T16:00")) == 5)
        #expect(log.feverReducerTenths(of: .named("taro"), at: Self.time("30T16:00")) == nil)
        let late = Self.time("29T14:00").secondsSince1970 + 24 * 3600 + 1
        #expect(
            DoseLog([Self.dose("aaaaaaaaaaa1", "29T14:00")]).feverReducerTenths(
                of: .named("hana"), at: Timestamp(secondsSince1970: late, utcOffsetSeconds: 32_400))
                == nil)
        #expect(
            log.lastFeverReducer(
                of: .named("hana"), before: Self.time("30T22:00"), within: 8 * 3600)?
                .id == "aaaaaaaaaaa2")
        #expect(
            log.lastFeverReducer(
                of: .named("hana"), before: Self.time("30T22:01"), within: 8 * 3600)
                == nil)
    }

    @Test func aPersonsDosesAreFoundByTimeAndByDay() {
        let log = DoseLog([
            Self.dose("aaaaaaaaaaa3", "30T15:00", "ムコダイン"),
            Self.dose("aaaaaaaaaaa1", "29T14:00"),
            Self.dose("aaaaaaaaaaa2", "30T14:00"),
            Self.dose("aaaaaaaaaaa4", "30T15:30", person: .owner),
        ])
        #expect(
            log.doses.map(\.id) == ["aaaaaaaaaaa1", "aaaaaaaaaaa2", "aaaaaaaaaaa3", "aaaaaaaaaaa4"])
        #expect(
            log.doses(
                of: .named("hana"), from: Self.time("29T14:00"), through: Self.time("30T14:59")
            )
            .map(\.id) == ["aaaaaaaaaaa1", "aaaaaaaaaaa2"])
        let day = LocalDate(year: 2026, month: 11, day: 30)!
        #expect(
            log.doses(of: .named("hana"), on: day).map(\.id) == ["aaaaaaaaaaa2", "aaaaaaaaaaa3"])
        #expect(log.doses(of: nil, on: day).count == 3)
        #expect(log.feverReducerGiven(to: .named("hana"), on: day))
        #expect(!log.feverReducerGiven(to: .named("hana"), on: day.adding(days: 1)))
        #expect(log.feverReducerGiven(to: .owner, on: day))
    }

    @Test func theSameFeverReducerUnderAnotherNameIsFoundWithinThe24HoursBefore() {
        let log = DoseLog([
            Self.dose("aaaaaaaaaaa1", "29T07:00", "Tylenol"),
            Self.dose("aaaaaaaaaaa2", "29T08:00", "Nurofen"),
            Self.dose("aaaaaaaaaaa3", "29T09:00", "カロナール", person: .owner),
            Self.dose("aaaaaaaaaaa4", "29T10:00", "Calpol"),
        ])
        let found = log.sameIngredient(as: Self.dose("bbbbbbbbbbb1", "30T07:00"))
        #expect(found?.reducer == .paracetamol)
        #expect(found?.earlier.id == "aaaaaaaaaaa4")
        #expect(
            log.sameIngredient(as: Self.dose("bbbbbbbbbbb1", "30T10:00", "calpol")) == nil
                && log.sameIngredient(as: Self.dose("bbbbbbbbbbb1", "29T09:59"))?.earlier.id
                    == "aaaaaaaaaaa1"
        )
        #expect(log.sameIngredient(as: Self.dose("bbbbbbbbbbb1", "30T10:01")) == nil)
        #expect(log.sameIngredient(as: Self.dose("bbbbbbbbbbb1", "29T07:30", "ムコダイン")) == nil)
    }

    @Test func theLimitsTheUserSetAreRememberedAndGiveTheNextTime() {
        let log = DoseLog([
            Self.dose("aaaaaaaaaaa1", "30T00:00", interval: 240, maximum: 3),
            Self.dose("aaaaaaaaaaa2", "30T06:00"),
            Self.dose("aaaaaaaaaaa3", "30T12:00", "カロナール"),
        ])
        let limits = log.limits(of: .named("hana"), medicine: "カロナール")
        #expect(limits == DoseLimits(interval: DoseInterval(minutes: 240), maximumPerDay: 3))
        // Three in 24 hours: the next is 24 hours after the first of them, later than 4 hours
        // after the last.
        let next = log.nextAllowed(of: "カロナール", to: .named("hana"), after: Self.time("30T13:00"))
        #expect(next?.last.id == "aaaaaaaaaaa3")
        #expect(next?.next == Timestamp.parse(rfc3339: Array("2026-12-01T00:00:00+09:00".utf8)))
        let sooner = DoseLog(Array(log.doses.prefix(2)))
            .nextAllowed(of: "かろなーる", to: .named("hana"), after: Self.time("30T07:00"))
        #expect(sooner == nil)  // another spelling is another medicine
        #expect(
            DoseLog(Array(log.doses.prefix(2))).nextAllowed(
                of: "カロナール", to: .named("hana"), after: Self.time("30T07:00"))?.next
                == Self.time("30T10:00"))
        #expect(log.nextAllowed(of: "カロナール", to: .owner, after: Self.time("30T13:00")) == nil)
    }

    @Test func aDoseLineRoundTripsAndAnythingElseIsNotADose() {
        let dose = Dose(
            id: "0123456789ab", takenAt: Self.time("30T15:00"), medicine: "Calpol",
            amount: try? DoseInput.amount("2 tablets"), person: .named("hana"), note: "吐いた後",
            isMarkedFeverReducer: true, interval: DoseInterval(minutes: 360), maximumPerDay: 4,
            recordedAt: Self.time("30T15:02"))
        let line = DoseLine.encode(dose)
        #expect(
            String(decoding: line, as: UTF8.self)
                == #"{"id":"0123456789ab","takenAt":"2026-11-30T15:00:00+09:00","medicine":"Calpol","amount":"2 tablets","who":"hana","note":"吐いた後","feverReducer":true,"everyMinutes":360,"maxPerDay":4,"recordedAt":"2026-11-30T15:02:00+09:00"}"#
        )
        #expect(DoseLine.decode(line) == dose)
        let good =
            #"{"id":"0123456789ab","takenAt":"2026-11-30T15:00:00+09:00","medicine":"x","recordedAt":"2026-11-30T15:00:00+09:00""#
        #expect(DoseLine.decode(Array((good + #","later":[1]}"#).utf8)) != nil)
        // A stored amount over what `dose` now takes for one dose is kept as it is.
        #expect(DoseLine.decode(Array((good + #","amount":"20g"}"#).utf8))?.amount?.text == "20g")
        for bad in [
            #","amount":"200"}"#, #","amount":"5 ml"}"#, #","who":"me"}"#, #","everyMinutes":0}"#,
            #","maxPerDay":25}"#, #","feverReducer":"yes"}"#, #","note":"a\nb"}"#,
        ] {
            #expect(DoseLine.decode(Array((good + bad).utf8)) == nil, "\(bad)")
        }
        #expect(DoseLine.decode(Array(#"{"cycleStart":"2026-11-01"}"#.utf8)) == nil)
    }
}
