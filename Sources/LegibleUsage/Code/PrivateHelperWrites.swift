import LegibleSwiftSyntax

/// A private helper called only with known views: `private func dim(_ label: UILabel) { label.textColor =
/// .secondaryLabel }` whose every call in the file passes a view Legible knows (`dim(bioLabel)`, an outlet or a
/// property; `dim(cell.nameLabel)` through a typed local; a view the code creates) colors those views, as if each
/// call wrote the line itself: the write is attributed to each known argument's element, and a view the code creates
/// is no document's element. A call with an argument Legible cannot name (a loop's element, a parameter passed on)
/// keeps the write (at the helper's line) on the unattributed net (`UnattributedColorWrite`) for the views that argument may be. A helper
/// nothing calls in its file is left to that net as before. `private` and `fileprivate` functions are called only
/// from their file, so its calls are all of them.
struct PrivateHelperWrites {
    /// What a call passes for a parameter.
    enum Argument {
        /// A view the code creates (`let badge = UILabel()`): no document's element.
        case created
        /// A chain naming a view (`bioLabel`, `cell.nameLabel`), with the binding of its first name when it is a local.
        case known([String], CodeLocalBinding?)
        /// Anything else.
        case unknown
    }

    /// A color write on a helper's parameter.
    struct Write {
        var owner: String
        var helper: String
        var index: Int
        var parameter: String
        var kind: String?
        var assignment: CodeColorAssignments.Assignment
    }

    /// `Owner.name` of each private or fileprivate function of the file.
    var helpers: Set<String> = []
    var writes: [Write] = []
    /// `Owner.name` → what each call passes, by position.
    var calls: [String: [[Argument]]] = [:]

    /// The writes each call attributes to a known view (`attributed`, at the helper's line), and the writes left
    /// for the unattributed net: a helper no call reaches, or one a call hands an unknown view.
    func resolved(
        targets: ([String], CodeLocalBinding?, CodeColorAssignments.Assignment, String) -> [(
            owner: String, property: String, assignment: CodeColorAssignments.Assignment
        )]
    ) -> (
        attributed: [(owner: String, property: String, assignment: CodeColorAssignments.Assignment)], left: [Write]
    ) {
        var attributed: [(owner: String, property: String, assignment: CodeColorAssignments.Assignment)] = []
        var left: [Write] = []
        for w in writes {
            let sites = calls[w.helper] ?? []
            guard !sites.isEmpty else {
                left.append(w)
                continue
            }
            var unknown = false
            for site in sites {
                switch site.indices.contains(w.index) ? site[w.index] : .unknown {
                case .created: continue
                case .known(let chain, let binding):
                    attributed += targets(chain, binding, w.assignment, w.owner)
                case .unknown: unknown = true
                }
            }
            if unknown { left.append(w) }
        }
        return (attributed, left)
    }
}
