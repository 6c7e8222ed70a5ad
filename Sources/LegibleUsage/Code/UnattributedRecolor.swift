import LegiblePalette

/// No verdict without proof: a color write the code of a document's classes makes on a view Legible cannot name
/// (`UnattributedColorWrite`: a parameter, a loop over `subviews`, a closure's `$0`, a cast of `viewWithTag`, a
/// key-value write) may recolor any element of that document the receiver could be, so each such pair needs review,
/// naming the line. The classes are the pair's (`ObservedPair.codeClasses`: the document's owner, the scene's
/// controller, the custom classes of the element and its ancestors) and their app superclasses; their extensions and
/// Objective-C categories are their code. A write reaches an element by kind (a `textColor` write on a `UILabel`
/// reaches labels, not buttons; a `UIView` or an untyped one, any view) and by what it colors: `textColor` and
/// attributed text the text of labels, fields and text views, `titleColor` a button's title, `backgroundColor` (and
/// an `NSBox`'s `fillColor`) each view between the text and the layer found. A write Legible follows to its view
/// (an outlet, a cell the method configures, an outlet collection: `followed`) is applied as such, not here; a pair
/// whose color code already set stays as that code says. Such a write is a more specific reason than a host not known
/// (`NibRootHosts`: no code read places the xib's root view) or a review the root's host gives (the material of the
/// view code adds it to, `ObservedPair.onHostMaterial`): the write is on a view between the text and that host, so its
/// review replaces that one.
enum UnattributedRecolor {
    static func apply(_ code: CodeColorAssignments, followed: [SourceLocation], to scan: inout UsageScan) {
        let skipped = Set(followed.map { "\($0.path)\u{0}\($0.line)" })
        var byOwner: [String: [UnattributedColorWrite]] = [:]
        for write in code.unattributedWrites
        where !skipped.contains("\(write.location.path)\u{0}\(write.location.line)")
            && !IBElementKinds.isFrameworkClass(write.owner)
        {
            byOwner[write.owner, default: []].append(write)
        }
        guard !byOwner.isEmpty else { return }
        // A host not known says less than a write on a view between the text and that host: the write's review wins.
        for index in scan.pairs.indices
        where
            (scan.pairs[index].review == nil || scan.pairs[index].review?.kind == .hostUnknown
            || scan.pairs[index].onHostMaterial)
            && !scan.pairs[index].crossed.isEmpty
        {
            let pair = scan.pairs[index]
            var classes: [String] = []
            for c in pair.codeClasses {
                for name in code.appLineage(of: c) where !classes.contains(name) && byOwner[name] != nil {
                    classes.append(name)
                }
            }
            // The other platform's class of the same name (an app's iOS and Mac targets) is other code.
            let writes = classes.flatMap { byOwner[$0] ?? [] }.filter { w in
                code.macFiles[w.location.path].map { $0 == pair.inAppKitDocument } ?? true
            }
            guard !writes.isEmpty else { continue }
            if let write = textWrite(writes, pair: pair, code: code) {
                scan.pairs[index].review = ReviewReason(
                    .setInCode, write.described + ": this element may be that view, so its text color is not proven")
            } else if let (write, view) = layerWrite(writes, pair: pair, code: code) {
                scan.pairs[index].review = ReviewReason(
                    .setInCode,
                    write.described + ": the \(view.tag ?? "view") \(view.id) under this text may be that view, so "
                        + "the layer under it is not proven")
            }
        }
    }

    /// The first write that may color the pair's text: its element (an AppKit cell's control) is of a kind the
    /// receiver may be, and the write's key colors the text the pair reads.
    static func textWrite(
        _ writes: [UnattributedColorWrite], pair: ObservedPair, code: CodeColorAssignments
    ) -> UnattributedColorWrite? {
        let keyPath = pair.site.location.keyPath ?? ""
        guard pair.role != .nonText, pair.site.condition != IBPlaceholder.emptyCondition else { return nil }
        let keys: Set<String> =
            keyPath == "textColor"
            ? ["textColor", "attributedText"] : keyPath.hasPrefix("titleColor") ? ["titleColor", "attributedText"] : []
        // Code that set this text's color already: that code says what it is.
        guard !keys.isEmpty, !pair.evidence.contains("textColor to"), !pair.evidence.contains("titleColor to")
        else { return nil }
        // The element, and the control an AppKit cell draws for.
        let elements = pair.crossed.filter { CodeRecolor.isElement($0, of: pair) }
        let tag = pair.site.elementClass?.split(separator: " ").first.map(String.init)
        return writes.first { w in
            keys.contains(w.key)
                && (elements.isEmpty
                    ? w.mayBe(tag: tag, customClass: nil, isKind: code.isKind)
                    : elements.contains { w.mayBe(tag: $0.tag, customClass: $0.customClass, isKind: code.isKind) })
        }
    }

    /// The first write that may paint a view between the pair's text and the layer found, with that view.
    static func layerWrite(
        _ writes: [UnattributedColorWrite], pair: ObservedPair, code: CodeColorAssignments
    ) -> (UnattributedColorWrite, ObservedPair.CrossedView)? {
        guard !pair.evidence.contains("backgroundColor to"), !pair.evidence.contains("fillColor to") else { return nil }
        for view in pair.crossed {
            let keys: Set<String> = view.tag == "box" ? ["backgroundColor", "fillColor"] : ["backgroundColor"]
            if let w = writes.first(where: { w in
                keys.contains(w.key) && w.mayBe(tag: view.tag, customClass: view.customClass, isKind: code.isKind)
            }) {
                return (w, view)
            }
        }
        return nil
    }
}
