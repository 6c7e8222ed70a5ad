/// The text and surface styles screens pick from.
enum InkStyle {
    case headline
    case body
    case surface
}
