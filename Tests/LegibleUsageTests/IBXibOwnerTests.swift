import Testing
import LegiblePalette
import LegibleUsage

/// A top-level xib view whose default the document itself fixes: the root view of a view controller that owns the
/// xib (its File's Owner's `view` outlet), and views drawn in one appearance (`appearanceType`).
@Suite("Interface Builder: xib owners and forced appearances")
struct IBXibOwnerTests {
    static func xib(owner: String, outlet: Bool, appearance: String = "") -> String {
        IBDocument.write("""
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
                    <connections>\(outlet ? "<outlet property=\"view\" destination=\"root\" id=\"o1\"/>" : "")</connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root"\(appearance)>
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label text="Hello" id="lbl">
                            <rect key="frame" x="10" y="10" width="100" height="20"/>
                            <color key="textColor" systemColor="secondaryLabelColor"/>
                        </label>
                    </subviews>
                </view>
            </objects>
            """, storyboard: false)
    }

    @Test func aViewControllersXibRootViewIsAssumedSystemBackground() throws {
        let scan = IBDocument.scan(Self.xib(owner: "WelcomeViewController", outlet: true))
        let pair = try #require(scan.pairs.first)
        #expect(scan.diagnostics.isEmpty)
        #expect(pair.background.displayName == "systemBackground")
        #expect(pair.evidence == "assumed: nothing above draws a background (the root view of WelcomeViewController, the File's Owner: systemBackgroundColor)")
    }

    @Test func aXibViewThatIsNotAControllersViewStaysUnknown() {
        // Owned by a plain view class, or not connected to the owner's `view`: code decides where it is shown.
        for path in [Self.xib(owner: "BannerView", outlet: true), Self.xib(owner: "WelcomeViewController", outlet: false)] {
            let scan = IBDocument.scan(path)
            #expect(scan.pairs.isEmpty)
            #expect(scan.diagnostics.first?.message.contains("shown on whatever the code adds it to") == true)
        }
    }

    @Test func appearanceTypeLimitsTheSubtreeToOneAppearance() throws {
        let scan = IBDocument.scan(Self.xib(owner: "WelcomeViewController", outlet: true, appearance: " appearanceType=\"darkAqua\""))
        let pair = try #require(scan.pairs.first)
        #expect(pair.appearances == [.dark])
        #expect(pair.evidence.hasSuffix("; drawn only in dark (appearanceType=\"darkAqua\" on view line 7)"))
    }
}
