/// Layouts only activities no manifest declares show: Android starts an activity only when a manifest merged into
/// the app declares it (`ActivityNotFoundException` otherwise), so such a layout is never shown by this app (Termux's
/// `termux-shared` carries `TextIOActivity`, which only plugin apps outside the repository declare).
///
/// A layout counts when every class whose code inflates or binds it (`AndroidCodeScan.inflaters`) is an activity of
/// the code read (its superclass chain reaches a platform or library `…Activity`) that no manifest read declares, nor
/// any subclass of it (an abstract base activity's layout is shown by the declared activities built on it). Nothing
/// is said when no manifest read declares an activity (a library alone, a fixture without a manifest).
enum AndroidUndeclaredActivities {
    /// Layout name → the "not shown" reason, for layouts only undeclared activities show.
    static func reviews(
        inflaters: [String: Set<String>], declared: Set<String>, activities: [String: Set<String>]
    ) -> [String: ReviewReason] {
        guard !declared.isEmpty else { return [:] }
        var reviews: [String: ReviewReason] = [:]
        for (layout, classes) in inflaters where !classes.isEmpty {
            let undeclared = classes.allSatisfy { name in
                activities[name].map { $0.union([name]).isDisjoint(with: declared) } ?? false
            }
            guard undeclared else { continue }
            reviews[layout] = ReviewReason(
                .notShown,
                "\(layout).xml is shown only by \(classes.sorted().joined(separator: ", ")), an activity no "
                    + "AndroidManifest.xml read declares (nor a subclass of it): Android never starts it")
        }
        return reviews
    }
}
