import Foundation
import LegiblePalette

/// The layer under each storyboard or xib element that code reaches by an outlet (`OutletBinding`), as the document
/// read in the same run resolved it: view code that recolors `titleLabel` (an `@IBOutlet`) and sets no background
/// of its own shows the new color on that layer. Keyed by the outlet's owner class and property
/// (`MainFeedCollectionViewCell.feedTitle`).
public struct OutletLayers: Sendable {
    public struct Layer: Sendable, Hashable {
        public var background: ObservedColor
        public var over: ObservedColor?
        public var review: ReviewReason?
        /// "the outlet's element label abc-12 in Main.storyboard:42: nearest ancestor with a background (…)"
        public var evidence: String
        /// The element (its document's path NUL its `id`), whose layer code may change (`OutletLayersAfterCode`).
        public var element: String = ""
    }

    private var layers: [String: Layer] = [:]

    public init() {}

    /// The layers of the text elements `earlier` (the Interface Builder reader's scan) found behind outlets. An
    /// outlet whose elements disagree (one class, several storyboards) has none.
    public init(_ earlier: UsageScan) {
        var byElement: [String: ObservedPair] = [:]
        for pair in earlier.pairs where pair.role != .nonText {
            guard let id = pair.site.elementID else { continue }
            byElement[pair.site.location.path + "\u{0}" + id] =
                byElement[pair.site.location.path + "\u{0}" + id] ?? pair
            // An AppKit control draws its text with its cell (`NSTextField`'s `textFieldCell`, `NSButton`'s
            // `buttonCell`): the pair is the cell's, the outlet holds the control (`CodeRecolor.outlet(of:in:)`).
            if pair.site.elementClass?.split(separator: " ").first?.hasSuffix("Cell") == true, pair.crossed.count > 1,
                pair.crossed[0].id == id
            {
                let control = pair.site.location.path + "\u{0}" + pair.crossed[1].id
                byElement[control] = byElement[control] ?? pair
            }
        }
        var found: [String: [Layer]] = [:]
        for outlet in earlier.outlets {
            guard let pair = byElement[outlet.path + "\u{0}" + outlet.elementID] else { continue }
            let place = "\((outlet.path as NSString).lastPathComponent):\(pair.site.location.line)"
            found[outlet.ownerClass + "." + outlet.property, default: []].append(
                Layer(
                    background: pair.background, over: pair.over, review: pair.review,
                    evidence:
                        "the outlet's element (\(pair.site.elementClass ?? "view") \(outlet.elementID), \(place)): \(pair.evidence)",
                    // The element whose pairs carry the layer: the control's cell for an AppKit control.
                    element: outlet.path + "\u{0}" + (pair.site.elementID ?? outlet.elementID)
                ))
        }
        for (key, candidates) in found
        where Set(candidates.map { $0.background.identity + "|" + ($0.over?.identity ?? "") }).count == 1 {
            layers[key] = candidates[0]
        }
    }

    /// The layer under `property` of `ownerClass` (its last name component), if the document decides it.
    public func layer(ownerClass: String, property: String) -> Layer? {
        layers[(ownerClass.split(separator: ".").last.map(String.init) ?? ownerClass) + "." + property]
    }
}
