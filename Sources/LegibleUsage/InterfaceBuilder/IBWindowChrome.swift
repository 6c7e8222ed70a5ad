/// What AppKit draws itself under a window's content, as chrome: the bottom or top bar a window's content border
/// makes (`<contentBorderThickness minY="32"/>`, the document's form of `setContentBorderThickness:forEdge:`), and a
/// textured window's whole background (`texturedBackground="YES"` in its style mask,
/// `NSWindowStyleMaskTexturedBackground`). Both are a system gradient that depends on the window's key state and the
/// macOS release: no color anyone can know from the source, so a text on it needs review, naming the window and the
/// chrome, not `windowBackgroundColor`.
enum IBWindowChrome {
    /// Why `element`, drawn on `window`'s content with nothing in between, sits on chrome; nil when it does not.
    /// Whether it is inside a bar is decided from its frame in the content view (AppKit's coordinates: y up from the
    /// bottom edge) and the bar's thickness: a text that overlaps the bar is drawn over it.
    static func review(of element: IBNode, in window: IBNode, named: String) -> ReviewReason? {
        if window.child("windowStyleMask")?["texturedBackground"] == "YES" {
            return ReviewReason(
                .gradient,
                "it is in a textured window (\(named), line \(window.line), texturedBackground in its style mask), "
                    + "whose background AppKit draws as a gradient that depends on key state and the macOS release")
        }
        guard let border = window.child("contentBorderThickness"), let frame = frameInContent(element, window: window)
        else { return nil }
        let bottom = border["minY"].flatMap(Double.init) ?? 0
        if bottom > 0, frame.y < bottom {
            return bar("bottom", thickness: bottom, border: border, named: named)
        }
        let top = border["maxY"].flatMap(Double.init) ?? 0
        if top > 0, let content = contentView(of: window).flatMap(IBFrame.init),
            frame.y + frame.height > content.height - top
        {
            return bar("top", thickness: top, border: border, named: named)
        }
        return nil
    }

    static func bar(_ edge: String, thickness: Double, border: IBNode, named: String) -> ReviewReason {
        ReviewReason(
            .gradient,
            "it is in the \(edge) bar of \(named) (contentBorderThickness \(edge == "bottom" ? "minY" : "maxY")="
                + "\(thickness == thickness.rounded() ? String(Int(thickness)) : String(thickness)), line \(border.line)), which AppKit draws as a gradient that depends on "
                + "key state and the macOS release")
    }

    static func contentView(of window: IBNode) -> IBNode? {
        window.children.first { $0["key"] == "contentView" }
    }

    /// The frame of the nearest of `element` and its ancestors that has one, in the window's content view: each
    /// frame's origin is in its superview's coordinates. Nil when a view between them is not known to be unflipped
    /// (a scroll view's clip view is flipped).
    static func frameInContent(_ element: IBNode, window: IBNode) -> IBFrame? {
        guard let content = contentView(of: window) else { return nil }
        var frame: IBFrame?
        for node in [element] + element.ancestors {
            if node === content { return frame }
            if ["clipView", "scrollView", "tableView", "outlineView", "collectionView"].contains(node.name) {
                return nil
            }
            guard let own = IBFrame(node) else { continue }
            if var inner = frame {
                inner.x += own.x
                inner.y += own.y
                frame = inner
            } else {
                frame = own
            }
        }
        return nil
    }
}
