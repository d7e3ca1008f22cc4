/// What kind of place a child's profile names in its school field, for the words of the card:
/// a school (学校名, 登校) or a nursery or kindergarten (園名, 登園).
public enum SchoolKind: String, CaseIterable, Sendable {
    /// A school: 学校名, 登校, 学年・組・番.
    case school
    /// A nursery, kindergarten or こども園: 園名, 登園, クラス.
    case nursery
}
