extension IBBackgroundResolver {
    /// How a view's opacity in the document (`alpha="0.6"`: UIKit's `alpha`, AppKit's `alphaValue`) draws the text.
    enum Fade {
        /// The text alone fades over its layer: its alpha times `alpha`; `note` names the views for the evidence.
        case text(alpha: Double, note: String)
        /// A faded view holds the layer too: both fade over what is behind that view, which the pair does not follow.
        case withLayer(ReviewReason)
    }

    /// A view below full opacity (`alpha` in a UIKit document, `alphaValue` in an AppKit one: both the view's opacity) draws itself and its subviews at that opacity over what is behind it. On the element
    /// or an ancestor inside the view whose background is the layer (`layer`, its id): the text alone fades, its
    /// alpha multiplied by theirs. On that view or one around it: the layer fades too, over what is behind it, which
    /// is not followed: review. A view at alpha 0 is one code fades in (it draws nothing as the document has it): the
    /// text is checked as shown.
    func fade(of element: IBNode, layer: String?) -> Fade? {
        var alpha = 1.0
        var notes: [String] = []
        var passedLayer = false
        for node in [element] + element.ancestors {
            let isLayer = layer != nil && node["id"] == layer
            defer { if isLayer { passedLayer = true } }
            guard let raw = node.opacity, let a = Double(raw), a > 0, a < 1 else { continue }
            let written = "alpha \((a * 100).rounded() / 100) on \(describe(node)) (line \(node.line))"
            if isLayer || passedLayer {
                return .withLayer(
                    ReviewReason(
                        .overlap,
                        "\(written) fades the layer under the text with it, over what is behind that view, which is "
                            + "not followed"))
            }
            alpha *= a
            notes.append(written)
        }
        return alpha < 1 ? .text(alpha: alpha, note: notes.joined(separator: ", ")) : nil
    }
}
