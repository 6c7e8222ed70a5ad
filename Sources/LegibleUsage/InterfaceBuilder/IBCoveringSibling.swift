extension IBBackgroundResolver {
    /// A view drawn over the element that hides it for good: a later sibling of the element (on UIKit, of an
    /// ancestor too, its frame carried up through the ancestors' origins) that is shown, fully opaque (its background
    /// color's alpha and its own are 1), whose frame contains the element's, and that no outlet, tag or binding lets
    /// code hide or move (`IBHiddenView.isReachable`). Nil when none does.
    func cover(of element: IBNode, root: IBNode) -> IBNode? {
        guard var frame = IBFrame(element) else { return nil }
        for node in [element] + element.ancestors where node.name != "subviews" {
            if node !== element {
                // AppKit's views may be flipped or not: only the element's own siblings share its coordinates.
                guard !decoder.isMac, let own = IBFrame(node) else { return nil }
                frame.x += own.x
                frame.y += own.y
            }
            guard let container = node.parent, container.name == "subviews",
                let position = container.children.firstIndex(where: { $0 === node })
            else { continue }
            for sibling in container.children[(position + 1)...] where sibling["hidden"] != "YES" {
                guard IBFrame(sibling)?.contains(frame) == true,
                    sibling.opacity.flatMap(Double.init).map({ $0 >= 1 }) ?? true,
                    let (color, _) = drawnBackground(sibling), let color,
                    case .color(_, let alpha) = decoder.decode(color), alpha >= 1,
                    !IBHiddenView.isReachable(sibling, root: root)
                else { continue }
                return sibling
            }
        }
        return nil
    }
}
