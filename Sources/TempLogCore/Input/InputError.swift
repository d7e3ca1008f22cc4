/// A value a person typed, or an imported file held, that templog does not accept: what was
/// wrong, with the value involved, for the front end to put into words.
public enum InputError: Error, Equatable, Sendable {
    /// Not a number like `36.5`, `36,5`, `98.6F`, `36.5度` or `36度5分`.
    case notATemperature(String)
    /// A number outside the body-temperature range of every unit in `accepted`; `suggestion`
    /// is the plausible reading with a decimal point put back (`365` → `36.5`), if there is one.
    case implausibleTemperature(String, accepted: [TemperatureUnit], suggestion: String?)
    /// The text names one unit (`98.6F`) and the option another.
    case unitConflict(String, typed: TemperatureUnit, option: TemperatureUnit)
    /// Not a time templog reads; `example` is a time that would be accepted now.
    case notATime(String, example: Timestamp)
    /// `午前12時` or `午後12時`, which people read as noon and as midnight.
    case japaneseTwelve(String)
    /// A day (`yesterday`, `昨日`, `2026-11-29`) where a time is needed; `suggestion` is the
    /// day with a time that would be accepted now (`yesterday 7:30`).
    case dayWithoutTime(String, suggestion: String)
    /// A time before 1970-01-01T00:00:00Z.
    case timeBefore1970(String)
    /// A time tomorrow (`明日 7:00`, `tomorrow 7am`): a reading is recorded once it is taken.
    case timeTomorrow(String)
    /// A wall-clock time the time zone `zone` skips (the clocks go forward over it);
    /// `suggestion` is the time a clock not yet put forward would have shown then, typed as
    /// `2026-03-08 03:15`.
    case timeSkipped(String, zone: String, suggestion: String)
    /// A date followed by a weekday that is not its own (`2026/11/20(木)` on a Friday): the
    /// date, and the weekday as read (`(木)`).
    case wrongWeekday(String, date: LocalDate, weekday: String)
    /// A time after now (plus the small tolerance for clocks that disagree); `example` is the
    /// time of day typed yesterday, which would be accepted.
    case timeInFuture(String, now: Timestamp, example: Timestamp)
    /// A day typed without a year (`11/8`) whose `date` this year has not come yet on `today`;
    /// `suggestion` is what was typed with the year of the day it last came (`2025/11/8 7:00`).
    case dayToCome(String, date: LocalDate, today: LocalDate, suggestion: String)
    /// An imported reading taken after now.
    case takenInFuture(Timestamp)
    /// Not a day templog reads; `today` is the day examples show.
    case notADay(String, today: LocalDate)
    /// Not a person's short name.
    case notAName(String)
    /// `me` (or 本人, あなた, 自分), which names the store's owner, given where someone else's
    /// name is needed.
    case reservedName(String)
    /// A note with a control character or a bidirectional override or isolate (its scalar
    /// value).
    case noteControlCharacter(UInt32)
    /// A note longer than `limit` characters.
    case noteTooLong(length: Int, limit: Int)
    /// A profile field given as empty text (or only spaces).
    case emptyProfileText(PersonProfile.Field)
    /// A profile field with a control character or a bidirectional override or isolate (its
    /// scalar value).
    case profileControlCharacter(PersonProfile.Field, UInt32)
    /// A profile field longer than `limit` characters.
    case profileTextTooLong(PersonProfile.Field, length: Int, limit: Int)
    /// Not a kind of school (`school`, `nursery`).
    case notASchoolKind(String)
    /// A school's name that names a company (`株式会社みらい商事`): a workplace is a
    /// department, not a school.
    case schoolNamesCompany(String)
    /// Not a measuring site; `suggestion` is the name closest to it.
    case notASite(String, suggestion: String?)
    /// Not a symptom on the list; `suggestion` is the canonical name closest to it.
    case notASymptom(String, suggestion: String?)
    /// `none` given together with symptoms.
    case noneWithSymptoms
    /// A reading whose `field` a store line would not read back as it is (a temperature out of
    /// range, a time a line cannot hold, a symptom given twice).
    case notStorable(ReadingField)
    /// A dose without a medicine's name (empty, or only spaces).
    case noMedicine
    /// A medicine's name with a control character or a bidirectional override or isolate (its
    /// scalar value).
    case medicineControlCharacter(UInt32)
    /// A medicine's name longer than `limit` characters.
    case medicineTooLong(length: Int, limit: Int)
    /// An amount (`200mg`) where the medicine's name should be.
    case amountAsMedicine(String)
    /// Not an amount: a number greater than 0 and a unit of `DoseUnit`.
    case notAnAmount(String)
    /// An amount over the most one dose of its unit may be (`largest`, in the unit as typed):
    /// an extra digit.
    case amountTooLarge(String, largest: DoseAmount)
    /// Not an interval between doses (`6h`, `4h30m`, `90m`) of more than none and at most
    /// 72 hours.
    case notAnInterval(String)
    /// Not a count of doses in 24 hours from 1 to 24.
    case notADoseCount(String)
    /// Not a reason a basal reading is disturbed; `suggestion` is the name closest to it.
    case notADisturbance(String, suggestion: String?)
    /// A disturbance given for a body reading: only basal readings are marked.
    case disturbedBodyReading(Disturbance)
}
