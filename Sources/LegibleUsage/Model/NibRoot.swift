/// A macOS xib whose top-level view a controller loads and code places (`NibPlacement`): the name code loads it by and
/// its File's Owner's class, when it names one.
struct NibRoot: Sendable, Hashable {
    var nib: String
    var ownerClass: String?
}
