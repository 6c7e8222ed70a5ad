import Foundation
import LegiblePalette

/// The layer under a view Objective-C code builds (`ObjCViewFacts`), as `UIKitColorUses` finds it for Swift: the
/// view's own `backgroundColor`, else that of the view it is added to, up its class's tree (clear passes through;
/// a superclass's views and backgrounds are the subclass's too); at the top, the platform's default for the
/// container (`UIKitDefaultBackgrounds`: a controller's root view, a cell by the style of the tables registering it),
/// or, for a plain view class, the layer where the classes that make it add it. A link not known (a view added to a
/// parameter's view, a class no code read adds, a background color not read) makes the pair need review, naming the
/// file and line.
struct ObjCViewLayers {
    let facts: ObjCViewFacts
    let colors: (ObjCViewFacts.Write) -> Result<ObservedColor, SwiftViewProblem>

    static let depthLimit = 3

    typealias Found = (color: ObservedColor, evidence: String, review: ReviewReason?)

    static func place(_ path: String, _ line: Int) -> String { "\((path as NSString).lastPathComponent):\(line)" }

    /// The class and its superclasses read, nearest first.
    func lineage(_ cls: String) -> [String] {
        var out: [String] = []
        var current: String? = cls
        while let c = current, !out.contains(c), facts.facts(c) != nil {
            out.append(c)
            current = facts.superclass(of: c)
        }
        return out
    }

    /// The first value a fact of `view` has in the class or a superclass.
    func inherited<T>(_ cls: String, _ read: (ObjCViewFacts.ClassFacts) -> T?) -> T? {
        for c in lineage(cls) { if let f = facts.facts(c), let found = read(f) { return found } }
        return nil
    }

    /// The background `view` is given: of several, the one set in the method of the text color under the text's
    /// condition, else the first set unconditionally, else one set under the text's own condition, else the first
    /// (set only in some state: the caller says so).
    func background(of view: String, in cls: String, method: String?, condition: String?) -> ObjCViewFacts.Write? {
        guard let all = inherited(cls, { $0.backgrounds[view] }), let first = all.first else { return nil }
        return all.first { $0.method == method && $0.condition == condition }
            ?? all.first { $0.condition == nil } ?? all.first { $0.condition == condition } ?? first
    }

    /// What an app class a view holds draws under its subviews that is not a color: its own `drawRect:` (or a
    /// superclass's read), or it is a class no file read declares (a library's view).
    func selfDrawing(_ held: String) -> Bool {
        if held.hasPrefix("UI") || held.hasPrefix("NS") { return false }
        let classes = lineage(held)
        if classes.isEmpty { return true }
        return classes.contains { facts.facts($0)?.drawsItself == true }
    }

    /// The UIKit container a class is (its superclasses read, then the platform class they reach).
    func container(of cls: String) -> (container: UIKitDefaultBackgrounds.Container, base: String)? {
        UIKitDefaultBackgrounds.container(of: cls, superclass: { facts.superclass(of: $0) })
    }

    func layer(under view: String, in cls: String, method: String?, condition: String? = nil, depth: Int = 0)
        -> Found
    {
        var v = view
        var unread: ReviewReason?
        var visited: Set<String> = []
        /// A cell or view whose own (or content view's) background code makes clear shows what holds it.
        var cleared: (view: String, place: String)?
        func mark(_ found: Found) -> Found {
            guard let unread, found.review == nil || found.review?.kind == .hostUnknown else { return found }
            return (found.color, found.evidence, unread)
        }
        while visited.insert(v).inserted {
            if v != view, unread == nil || unread?.kind == .setInCode,
                let held = inherited(cls, { $0.made[v] ?? $0.propertyTypes[v] }),
                let kind = UIKitViewObstructions.viewClasses[held]
            {
                unread = ReviewReason(
                    kind,
                    "\(UIKitViewObstructions.describe(kind)) is drawn under the text: it is inside '\(v)' (\(held))")
            } else if v != view, unread == nil || unread?.kind == .setInCode,
                let held = inherited(cls, { $0.made[v] }), selfDrawing(held)
            {
                unread = ReviewReason(
                    .customDrawing,
                    "'\(v)' (\(held)) draws itself under the text ("
                        + (lineage(held).isEmpty ? "a class no file read declares" : "drawRect:") + ")")
            }
            if let write = background(of: v, in: cls, method: method, condition: condition),
                write.condition != nil, write.condition != condition
            {
                // Set only in some state: in the others what it is added to shows.
                unread =
                    unread
                    ?? ReviewReason(
                        .setInCode,
                        "the background of '\(v)' is set only \(write.condition ?? "") "
                            + "(\(Self.place(write.path, write.line))): in other states the view it is added to shows")
            } else if let write = background(of: v, in: cls, method: method, condition: condition) {
                switch colors(write) {
                case .success(.inline(let c)) where SwiftViewDefaults.isClear(c):
                    if ["self", "contentView"].contains(v), cleared == nil {
                        cleared = (v, Self.place(write.path, write.line))
                    }
                case .success(let color):
                    let evidence =
                        "\(v == view ? "its own backgroundColor" : "backgroundColor of '\(v)', which it is added to") "
                        + "(\(Self.place(write.path, write.line)))"
                    return mark((color, evidence, nil))
                case .failure(let p):
                    unread =
                        unread
                        ?? ReviewReason(
                            .setInCode,
                            "the background of '\(v)' is set in code to a color Legible cannot read "
                                + "(\(Self.place(write.path, write.line)): \(p.message))")
                }
            }
            if let parent = inherited(cls, { $0.parents[v] }) {
                v = parent
                continue
            }
            if let unfollowed = inherited(cls, { $0.unfollowedParents[v] }) {
                return mark(
                    review(
                        cls,
                        "'\(v)' is added to '\(unfollowed.written)' (\(Self.place(unfollowed.path, unfollowed.line))), "
                            + "a view Legible does not follow"))
            }
            // The content view of a cell the class makes (`[_nameCell contentView]`): the cell's.
            if v.hasSuffix(".contentView"), inherited(cls, { $0.made[String(v.dropLast(12))] }) != nil {
                v = String(v.dropLast(12))
                continue
            }
            if let found = ownCell(v, in: cls) { return mark(found) }
            if ["textLabel", "detailTextLabel", "imageView", "accessoryView"].contains(v),
                container(of: cls)?.container == .tableCell
            {
                v = "contentView"
                continue
            }
            if v == "contentView" {
                v = "self"
                continue
            }
            break
        }
        let short = cls
        if let (c, base) = container(of: cls),
            UIKitDefaultBackgrounds.isRoot(v, of: c) || (v == "tableView" && c == .tableViewController)
        {
            var found = defaultLayer(cls, c, base: base)
            if let cleared, found.review == nil {
                found.review = ReviewReason(
                    .hostUnknown,
                    "\(cls) sets its \(cleared.view == "self" ? "own" : "contentView's") background to clear "
                        + "(\(cleared.place)): what shows through is the view that holds it, which Legible does not follow"
                )
            }
            return mark(found)
        }
        if v == "self" {
            return mark(hosted(cls, depth: depth))
        }
        let made = inherited(cls, { $0.made[v] }) != nil
        return mark(
            review(
                cls,
                made
                    ? "'\(v)' is made in \(short) but added to no view the code read"
                    : "'\(v)' is not made or added to a view in the code read of \(short)"))
    }

    /// A table view cell a table view controller makes itself (`[[UITableViewCell alloc] initWithStyle:…]`, held by an
    /// ivar its data source returns) and nothing paints: the cell's default background in that controller's table
    /// (`UIKitDefaultBackgrounds`: `secondarySystemGroupedBackground` in a grouped table, `systemBackground` in a
    /// plain one).
    func ownCell(_ view: String, in cls: String) -> Found? {
        guard let held = inherited(cls, { $0.made[view] }),
            UIKitDefaultBackgrounds.container(of: held, superclass: { facts.superclass(of: $0) })?.container
                == .tableCell,
            container(of: cls)?.container == .tableViewController
        else { return nil }
        let at = SourceLocation(path: facts.facts(cls)?.path ?? "", line: facts.facts(cls)?.line ?? 0)
        let styles = lineage(cls).reduce(into: Set<String>()) { $0.formUnion(facts.facts($1)?.tableStyles ?? []) }
        let grouped = !styles.isDisjoint(with: ["grouped", "insetGrouped"]) && !styles.contains("plain")
        let choice = UIKitDefaultBackgrounds.choice(for: .tableCell, base: held, grouped: grouped, registeredIn: cls)
        let color = SwiftViewDefaults.system(choice.name, platform: choice.platform, at: at)
        return (
            color, "assumed: nothing above draws a background (\(choice.why), made as \(cls).\(view): \(choice.name))",
            choice.review
        )
    }

    /// The platform's base background, for review with `why`.
    func review(_ cls: String, _ why: String) -> Found {
        let at = SourceLocation(path: facts.facts(cls)?.path ?? "", line: facts.facts(cls)?.line ?? 0)
        return (
            SwiftViewDefaults.system("systemBackground", at: at),
            "assumed: the platform's base background (systemBackground), shown for review",
            ReviewReason(.hostUnknown, "what is under it is not known (\(why))")
        )
    }

    /// A plain view class: the layer where the classes that make it add it; review when they differ or none does.
    func hosted(_ cls: String, depth: Int) -> Found {
        var places: [(host: String, view: String)] = []
        for host in facts.order where host != cls {
            guard let f = facts.facts(host) else { continue }
            for (view, held) in f.made.sorted(by: { $0.key < $1.key }) where held == cls { places.append((host, view)) }
        }
        guard !places.isEmpty else {
            return review(cls, "\(cls) is made by no code read that adds it to a view")
        }
        guard depth < Self.depthLimit else {
            return review(cls, "\(cls) is added to views more than \(Self.depthLimit) levels deep")
        }
        var found: [String: (place: String, found: Found)] = [:]
        for place in places.prefix(4) {
            let layer = layer(under: place.view, in: place.host, method: nil, depth: depth + 1)
            let evidence = "\(cls) is made as \(place.host).\(place.view); " + layer.evidence
            found[layer.color.identity + (layer.review?.message ?? "")] = (
                "\(place.host).\(place.view)", (layer.color, evidence, layer.review)
            )
        }
        let sorted = found.sorted { $0.key < $1.key }
        guard sorted.count == 1 else {
            let first = sorted[0].value.found
            return (
                first.color, first.evidence,
                ReviewReason(
                    .hostUnknown,
                    "\(cls) is added in several places whose backgrounds differ ("
                        + sorted.map(\.value.place).joined(separator: ", ") + ")")
            )
        }
        return sorted[0].value.found
    }

    /// The default under a container's root (`UIKitDefaultBackgrounds`), with the tables registering a cell.
    func defaultLayer(_ cls: String, _ container: UIKitDefaultBackgrounds.Container, base: String) -> Found {
        let at = SourceLocation(path: facts.facts(cls)?.path ?? "", line: facts.facts(cls)?.line ?? 0)
        let hosts = lineage(cls).flatMap { facts.registrations[$0] ?? [] }
        let styles = (container == .tableViewController ? lineage(cls) : hosts).reduce(into: Set<String>()) {
            $0.formUnion(facts.facts($1)?.tableStyles ?? [])
        }
        let grouped = !styles.isDisjoint(with: ["grouped", "insetGrouped"]) && !styles.contains("plain")
        let choice = UIKitDefaultBackgrounds.choice(
            for: container, base: base, grouped: grouped, registeredIn: hosts.first)
        let color = SwiftViewDefaults.system(choice.name, platform: choice.platform, at: at)
        return (color, "assumed: nothing above draws a background (\(choice.why): \(choice.name))", choice.review)
    }
}
