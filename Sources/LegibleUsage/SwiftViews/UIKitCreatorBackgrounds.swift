import Foundation
import LegibleSwiftSyntax

/// A view class's own background that every place creating it replaces:
///
///     class CountBadge: UIView {
///         init(size: CGFloat) { …; backgroundColor = .systemRed }
///     }
///     // in each type that makes one:
///     badge = CountBadge(size: 20); badge.backgroundColor = isMuted ? Colors.mutedBadge : Colors.badge
///
/// An initializer runs before its caller can set anything, so a color the class sets on itself only in its
/// initializers is replaced wherever the creator then sets the view's `backgroundColor` (UIKit, `UIView.backgroundColor`:
/// a plain stored property, the last value set is drawn). When every type creating the class holds it as a property
/// and sets that property's background, and no other code creates it, the text in the class is checked on the
/// creators' colors (each with its condition), never on the class's own; a creator's color that cannot be read makes
/// the pair need review as anywhere else. A class that sets its background outside its initializers (a later update
/// may put it back) keeps its own.
extension UIKitColorUses {
    /// The layers the creators of view type `type` give it when they all replace its own background `own`; nil when
    /// the class's own color can show.
    func creatorLayers(
        of type: String, own: UIKitViewFacts.Assignment, in f: UIKitViewFacts.TypeFacts, condition: String?,
        depth: Int, visited: inout Set<String>
    ) -> [Layer]? {
        guard depth < Self.depthLimit,
            (f.backgrounds["self"] ?? []).allSatisfy({ isInInitializer($0) })
        else { return nil }
        let short = type.split(separator: ".").last.map(String.init) ?? type
        var places: [(host: String, property: String)] = []
        for host in facts.order where host != type {
            for (property, held) in (facts.facts(host)?.propertyTypes ?? [:]).sorted(by: { $0.key < $1.key })
            where held == short {
                places.append((host, property))
            }
        }
        guard !places.isEmpty, places.count <= Self.hostLimit,
            places.allSatisfy({ facts.facts($0.host)?.backgrounds[$0.property]?.isEmpty == false }),
            isCreatedOnly(short, as: places, besides: type)
        else { return nil }
        let ownFile = files[own.file]
        let ownPlace = "\((ownFile.path as NSString).lastPathComponent):\(ownFile.location(own.index).line)"
        var out: [Layer] = []
        var seen = Set<String>()
        for place in places {
            var visitedHere = visited
            for var layer in layers(
                under: place.property, in: place.host, shownWhen: condition, depth: depth + 1, visited: &visitedHere)
            {
                guard case .success(let found) = layer.result else { return [layer] }
                guard seen.insert(found.color.identity + "|" + (layer.condition ?? "")).inserted else { continue }
                let replaced =
                    "\(short) is created as \(place.host).\(place.property), which sets its backgroundColor "
                    + "(every creator replaces \(short)'s own, \(ownPlace))"
                layer.result = .success(
                    (found.color, found.evidence.isEmpty ? replaced : "\(replaced); \(found.evidence)", found.review))
                out.append(layer)
            }
        }
        return out.isEmpty ? nil : out
    }

    /// Whether the assignment is in an initializer of its type (`init(…) { … }`), or a property's initial value.
    func isInInitializer(_ assignment: UIKitViewFacts.Assignment) -> Bool {
        let file = files[assignment.file]
        guard let body = file.enclosingFunction(assignment.index) else { return true }
        return file.nesting.functionKeyword(ofBody: body).map { file.tokens[$0].text == "init" } ?? false
    }

    /// Whether every call creating `name` (`Name(…)`) outside its own type makes one of `places`: in a property's
    /// initial value (`let badge = Name(…)`, a `lazy var` closure), or assigned to it in a function
    /// (`badge = Name(…)`, `self.badge = Name(…)`).
    func isCreatedOnly(_ name: String, as places: [(host: String, property: String)], besides type: String) -> Bool {
        for file in files {
            let tokens = file.tokens
            for i in tokens.indices where tokens[i].kind == .identifier && tokens[i].text == name {
                guard file.nesting.isPunctuation(i + 1, "("), i == 0 || !tokens[i - 1].is("."),
                    !file.isCompiledOut(i), !SwiftViewHosts.inPreviewMacro(i, file)
                else { continue }
                let owner = file.enclosingType(i)?.name.joined(separator: ".")
                if owner == type { continue }
                let properties = Set(places.filter { $0.host == owner }.map(\.property))
                if !properties.isEmpty {
                    if file.enclosingFunction(i) == nil { continue }
                    if i >= 2, tokens[i - 1].is("="), properties.contains(tokens[i - 2].text) { continue }
                }
                return false
            }
        }
        return true
    }
}
