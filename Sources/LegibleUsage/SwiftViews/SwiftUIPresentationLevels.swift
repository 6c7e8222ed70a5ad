import Foundation
import LegibleSwiftSyntax

/// The user-interface level an iOS SwiftUI view type is drawn at (`UITraitCollection.userInterfaceLevel`: sheets,
/// form sheets and popovers are `.elevated`, whose dark system backgrounds are lighter), decided over every place
/// the code shows the type, through any number of embedding views (memoized per type, cycles cut):
/// - inside `.sheet { … }` / `.popover { … }` (or an app modifier wrapping one, `SwiftUIPresentationHelpers`, or
///   a helper member named as the content, `.sheet(item: $x, content: xSheet)`): elevated; `.fullScreenCover`: base;
/// - inside another view's body: that view's level;
/// - in an `App` or `Scene` (`WindowGroup { X() }`): base;
/// - in other code (a UIKit controller hosting it): no level here; the code's presentation graph decides later
///   (`CodeRecolor.applyPresentations`: the controller presented as a sheet, full screen, or not found).
/// A type shown at both levels, or at a place not followed, has no single level: a system background under it that
/// differs at the elevated level needs review (`SwiftUIColorUses.elevatedInPresentation`).
/// macOS places are left out (a window has no elevated level); a type no code shows is a root, at the base level (the
/// `unembedded` rule reviews its own pairs).
enum SwiftUIPresentationLevel: Equatable {
    case base(String)
    case elevated(String)
    /// Not one level: why (`shown in a .sheet (A.swift:3) and at the base level (B.swift:9)`).
    case unknown(String)
}

/// The memo of `SwiftUIPresentationLevel` per view type for one run's `SwiftViewHosts` (the reader is sequential).
final class SwiftUIPresentationLevels {
    private var memo: [String: SwiftUIPresentationLevel?] = [:]
    private var visiting: Set<String> = []
    /// Member name → how many declarations the files read have of it, and the first places code uses it on a value.
    private var memberIndex: [String: (declarations: Int, uses: [(file: Int, index: Int)])]?

    /// The level of view type `type`, or nil when no place in the code read shows it on iOS.
    func level(of type: String, hosts: SwiftViewHosts) -> SwiftUIPresentationLevel? {
        if let known = memo[type] { return known }
        // A view embedding itself (a recursive tree) adds no place of its own.
        guard visiting.insert(type).inserted else { return nil }
        defer { visiting.remove(type) }
        // A view no other view, scene or code read embeds is a root as far as the code says: the base level (the
        // `unembedded` rule reviews its own pairs).
        let uses = hosts.uses[type] ?? []
        if uses.isEmpty {
            memo[type] = .some(.base("\(type), which no code read embeds"))
            return memo[type] ?? nil
        }
        var levels: [SwiftUIPresentationLevel] = []
        for use in uses {
            if let level = level(ofUse: use, hosts: hosts) { levels.append(level) }
        }
        let result = Self.combine(levels)
        memo[type] = .some(result)
        return result
    }

    private func level(ofUse use: (file: Int, index: Int), hosts: SwiftViewHosts, helperDepth: Int = 0)
        -> SwiftUIPresentationLevel?
    {
        let file = hosts.files[use.file]
        guard !file.isMacOS(use.index) else { return nil }
        let place = "\((file.path as NSString).lastPathComponent):\(file.tokens[use.index].line)"
        let code = SwiftUIColorUses(file: file, hosts: hosts)
        if let kind = code.presentation(around: use.index) {
            return SwiftUIColorUses.elevatedPresentations.contains(kind)
                ? .elevated("a .\(kind) (\(place))") : .base("a .\(kind) (\(place))")
        }
        // Built in a helper member of its type (`func taskSheet(…) -> some View`): shown where the helper is used
        // (`.sheet(item: $task, content: taskSheet)`).
        if helperDepth < 3, let member = code.enclosingHelperMember(use.index) {
            var uses = code.helperUses(of: member, at: use.index).map { (file: use.file, index: $0) }
            // Not used in its own file: where the type's extensions in other files use it (`sheetContent(for:)` of
            // `extension ItemListView` in one file, `.sheet(item:) { sheetContent(for: $0) }` in another).
            if uses.isEmpty, let type = file.enclosingType(use.index)?.name.last {
                uses = Self.helperUses(of: member.name, inType: type, besides: use.file, hosts: hosts)
            }
            if !uses.isEmpty {
                return Self.combine(uses.compactMap { level(ofUse: $0, hosts: hosts, helperDepth: helperDepth + 1) })
            }
        }
        guard let owner = file.enclosingType(use.index), let name = owner.name.last else { return nil }
        if SwiftViewHosts.isView(file, body: owner.open) { return level(of: name, hosts: hosts) }
        if SwiftViewHosts.conforms(file, body: owner.open, to: ["App", "Scene"]) { return .base("the scene \(name)") }
        // Built in a member of a type that is no view (`extension AppTab { var rootView: some View { … } }`): shown
        // where code uses that member (`tab.rootView` in a view's body), when no other type declares one of its name.
        if helperDepth < 3, !hosts.isViewType(name), let member = code.enclosingHelperMember(use.index) {
            let uses = memberUses(of: member.name, hosts: hosts)
            if !uses.isEmpty {
                return Self.combine(uses.compactMap { level(ofUse: $0, hosts: hosts, helperDepth: helperDepth + 1) })
            }
        }
        // UIKit code hosting it (`UIHostingController(rootView: X())`): the code's presentations decide, after the
        // views are read (`CodeRecolor.applyPresentations`).
        return nil
    }

    /// Where code uses member `name` on a value (`tab.rootView`), at most four places; none when the files read
    /// declare more than one member of that name (which type's it is would not be known). One pass over the files
    /// indexes every name, on the first ask.
    private func memberUses(of name: String, hosts: SwiftViewHosts) -> [(file: Int, index: Int)] {
        if memberIndex == nil {
            var index: [String: (declarations: Int, uses: [(file: Int, index: Int)])] = [:]
            for (f, file) in hosts.files.enumerated() where !file.isTest {
                let tokens = file.tokens
                for k in tokens.indices.dropFirst() where tokens[k].kind == .identifier {
                    let before = tokens[k - 1]
                    let declares = before.kind == .identifier && ["var", "func", "let"].contains(before.text)
                    guard declares || file.nesting.isPunctuation(k - 1, "."), !file.isCompiledOut(k) else { continue }
                    var entry = index[tokens[k].text] ?? (0, [])
                    if declares {
                        entry.declarations += 1
                    } else if entry.uses.count < 4 {
                        entry.uses.append((f, k))
                    }
                    index[tokens[k].text] = entry
                }
            }
            memberIndex = index
        }
        guard let entry = memberIndex?[name], entry.declarations == 1 else { return [] }
        return entry.uses
    }

    /// Where helper member `name` of view type `type` is used in the other files that declare or extend the type (at
    /// most four places).
    static func helperUses(of name: String, inType type: String, besides f: Int, hosts: SwiftViewHosts) -> [(
        file: Int, index: Int
    )] {
        var uses: [(file: Int, index: Int)] = []
        for (g, other) in hosts.files.enumerated() where g != f && !other.isTest && uses.count < 4 {
            guard other.typeBodiesInOrder.contains(where: { $0.path.last == type }) else { continue }
            let code = SwiftUIColorUses(file: other, hosts: hosts)
            uses += code.helperUses(named: name, inType: type).prefix(4 - uses.count).map { (g, $0) }
        }
        return uses
    }

    /// One level when every place agrees; otherwise why not.
    static func combine(_ levels: [SwiftUIPresentationLevel]) -> SwiftUIPresentationLevel? {
        guard let first = levels.first else { return nil }
        if let unknown = levels.first(where: { if case .unknown = $0 { true } else { false } }) { return unknown }
        let elevated = levels.compactMap { if case .elevated(let at) = $0 { at } else { nil } }
        let base = levels.compactMap { if case .base(let at) = $0 { at } else { nil } }
        if base.isEmpty || elevated.isEmpty { return first }
        return .unknown("shown both in \(elevated[0]) and at the base level (\(base[0]))")
    }
}
