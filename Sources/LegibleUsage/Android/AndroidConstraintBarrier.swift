/// A ConstraintLayout `Barrier` (`androidx.constraintlayout.widget.Barrier`): a virtual line placed on one side of
/// every view its `app:constraint_referenced_ids` lists, `app:barrierDirection` saying which (ConstraintLayout's
/// "Barrier" guide; `Barrier.setType`: `left`/`start`, `right`/`end`, `top`, `bottom`). A barrier in direction `end`
/// lies at or past the end of each referenced view, so a view constrained after the barrier is after all of them.
enum AndroidConstraintBarrier {
    /// The side of each referenced view the barrier `element` lies on, with that view's id; empty for any other view.
    static func sides(of element: AndroidXMLElement) -> [(AndroidViewKinds.Side, String)] {
        guard AndroidViewKinds.simpleName(element.name) == "Barrier",
            let direction = element.attributes["app:barrierDirection"].flatMap(side),
            let ids = element.attributes["app:constraint_referenced_ids"]
        else { return [] }
        return ids.split(separator: ",").map { (direction, $0.trimmingCharacters(in: .whitespaces)) }
            .filter { !$0.1.isEmpty }
    }

    /// `right` → after the referenced views (as `layout_constraintLeft_toRightOf` reads), `top` → above them.
    static func side(_ direction: String) -> AndroidViewKinds.Side? {
        switch direction {
        case "right", "end": .after
        case "left", "start": .before
        case "bottom": .below
        case "top": .above
        default: nil
        }
    }
}
