import Foundation
import LegibleSwiftSyntax

/// The layer a SwiftUI presentation draws under its content when the content sets none
/// (`.presentationBackground(X)` on the content is a background like any other):
/// - iOS `.sheet` and `.popover`: `systemBackground` at the elevated user-interface level (`ApplePresentationLevel`),
///   and every system background found inside them takes its elevated value;
/// - iOS `.fullScreenCover`: `systemBackground` at the base level;
/// - macOS `.sheet`: the sheet window's `windowBackgroundColor` (AppKit table);
/// - macOS `.popover`: the popover material, which is not a color: review.
/// - an app modifier presenting its content with one of them (`SwiftUIPresentationHelpers`): that presentation;
/// - a screen pushed by a `NavigationLink` (its destination) or `.navigationDestination { … }`: the scene's
///   `systemBackground` (macOS: the window), elevated inside a sheet like anything in it.
/// The content of a presentation does not sit on the view that presents it, nor a pushed screen on the link's row.
extension SwiftUIColorUses {
    static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]
    /// Presentations iOS draws at the elevated level.
    static let elevatedPresentations: Set<String> = ["sheet", "popover"]

    /// The presentation (`sheet`, or `push` for a navigation destination) whose content is in the bracket `open`,
    /// owned by the name at `owner`; `inner` is the head of the view inside it.
    func presentationKind(open: Int, owner: Int, inner: Int? = nil) -> String? {
        let name = file.tokens[owner].text
        let isModifier = owner > 0 && file.nesting.isPunctuation(owner - 1, ".")
        if isModifier, file.nesting.isPunctuation(open, "{") {
            if Self.presentationModifiers.contains(name) { return name }
            if name == "navigationDestination" { return "push" }
            // An app modifier wrapping one (`.filterPopover { … }`, `SwiftUIPresentationHelpers`).
            return hosts?.presentationHelpers.kinds[name]
        }
        // `.sheet(item: $task, content: taskSheet)`: the content argument names what is presented.
        if isModifier, file.nesting.isPunctuation(open, "("), Self.presentationModifiers.contains(name), let inner,
            argumentLabel(in: open, before: inner) == "content"
        {
            return name
        }
        guard name == "NavigationLink", !isModifier else { return nil }
        // `NavigationLink(destination: Detail()) { label }`, `NavigationLink("Title") { Detail() }`,
        // `NavigationLink { Detail() } label: { … }`.
        if file.nesting.isPunctuation(open, "(") {
            guard let inner, let label = argumentLabel(in: open, before: inner) else { return nil }
            return label == "destination" ? "push" : nil
        }
        if open >= 2, file.nesting.isPunctuation(open - 1, ":") { return nil } // `label: { … }`
        // After `NavigationLink(destination: …)` the trailing closure is the label.
        if file.nesting.isPunctuation(owner + 1, "("), let close = file.nesting.partner[owner + 1],
            ((owner + 2)..<close).contains(where: {
                file.tokens[$0].text == "destination" && file.nesting.isPunctuation($0 + 1, ":")
                    && file.nesting.enclosing[$0] == owner + 1
            })
        {
            return nil
        }
        return "push"
    }

    /// The label of the argument of the call whose `(` is `open` that holds token `inner` (the last `label:` after
    /// `(` or `,` before it at that level).
    func argumentLabel(in open: Int, before inner: Int) -> String? {
        var label: String?
        var k = open + 1
        while k < inner {
            if file.tokens[k].kind == .identifier, file.nesting.isPunctuation(k + 1, ":"),
                file.nesting.isPunctuation(k - 1, "(") || file.nesting.isPunctuation(k - 1, ",")
            {
                label = file.tokens[k].text
            }
            if let close = file.nesting.partner[k], close > k, close < inner { k = close + 1 } else { k += 1 }
        }
        return label
    }

    /// The layer under the content of the presentation at `owner` (`sheet`), for the view at `index`.
    func presentationLayer(_ kind: String, owner: Int, index: Int, font: SwiftExpression?, review: ReviewReason?)
        -> Result<Found, SwiftViewProblem>
    {
        let location = file.location(owner)
        let place = "\((file.path as NSString).lastPathComponent):\(location.line)"
        if kind == "push" {
            let pushed = "pushed by a navigation link (\(place))"
            if file.isMacOS(index) {
                let window = SwiftViewDefaults.system("windowBackground", platform: "osx", at: location)
                return .success(
                    Found(color: window, evidence: "\(pushed), macOS window default", font: font, review: review))
            }
            return .success(
                Found(
                    color: SwiftViewDefaults.system("systemBackground", at: location),
                    evidence: "\(pushed), systemBackground", font: font, review: review))
        }
        if file.isMacOS(index) {
            let window = SwiftViewDefaults.system("windowBackground", platform: "osx", at: location)
            guard case .inline(let color) = window, !color.variants.isEmpty else {
                return .failure(.init("a macOS .\(kind): windowBackgroundColor has no value in Legible's AppKit table"))
            }
            let material =
                kind == "popover"
                ? ReviewReason(
                    .blur,
                    "presented in a .popover (\(place)): macOS draws the popover material under its content, "
                        + "not a color")
                : nil
            return .success(
                Found(
                    color: window, evidence: "macOS .\(kind) background (windowBackgroundColor, \(place))", font: font,
                    review: review ?? material))
        }
        var color = SwiftViewDefaults.system("systemBackground", at: location)
        var evidence = "presented in a .\(kind) (\(place)), on systemBackground"
        if Self.elevatedPresentations.contains(kind) {
            color = ApplePresentationLevel.elevated(color).color
            evidence = "presented in a .\(kind) (\(place)), so dark mode uses the elevated system backgrounds"
        }
        return .success(Found(color: color, evidence: evidence, font: font, review: review))
    }

    /// iOS draws a sheet's or popover's content at the elevated level: a system background found inside one takes
    /// its elevated value. The presentation is the one holding token `index` in this file, else the level of the
    /// view's type over every place the code shows it (`SwiftUIPresentationLevels`); a type shown at both levels or
    /// at a place not followed leaves a background that differs at the elevated level for review.
    func elevatedInPresentation(_ found: Found, at index: Int) -> Found {
        guard !file.isMacOS(index), !found.evidence.hasPrefix("presented in") else { return found }
        let presenter: String
        if let inFile = presentation(around: index) {
            guard Self.elevatedPresentations.contains(inFile) else { return found }
            presenter = "inside a .\(inFile)"
        } else if let hosts, let type = file.enclosingType(index)?.name.last,
            let level = hosts.levels.level(of: type, hosts: hosts)
        {
            switch level {
            case .base: return found
            case .elevated(let place): presenter = "\(type) is presented in \(place)"
            case .unknown(let why):
                var found = found
                if found.review == nil, ApplePresentationLevel.elevated(found.color).changed {
                    found.review = ReviewReason(
                        .hostUnknown,
                        "\(type): \(why), and in dark mode a sheet's system backgrounds differ from the base level's")
                }
                return found
            }
        } else {
            return found
        }
        var found = found
        let elevated = ApplePresentationLevel.elevated(found.color)
        if elevated.changed {
            found.color = elevated.color
            found.evidence += "; \(presenter), so dark mode uses the elevated system backgrounds"
        }
        return found
    }
}
