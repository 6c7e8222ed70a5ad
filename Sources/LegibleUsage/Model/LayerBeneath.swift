import LegiblePalette

/// A layer a storyboard or xib document has under the view whose own background is a pair's layer: what shows
/// once code makes that view clear (`textView.backgroundColor = .clear`, `scrollView.drawsBackground = false`), read
/// on the document as the view's superview would be (`IBBackgroundResolver.beneath`), with the views from there out to
/// the next layer, so code painting one of them (`view.layer?.backgroundColor = …`) is applied too (`CodeRecolor`).
struct LayerBeneath: Sendable, Hashable {
    var background: ObservedColor
    var over: ObservedColor?
    var evidence: String
    var review: ReviewReason?
    var crossed: [ObservedPair.CrossedView]
}
