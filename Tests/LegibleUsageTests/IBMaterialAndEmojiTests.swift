import Foundation
import LegiblePalette
import Testing

@testable import LegibleUsage

/// What no one can know from the document alone needs review: text in a HUD panel (a translucent material), and a
/// title made of emoji (color glyphs, not the text color).
struct IBMaterialAndEmojiTests {
    @Test func textInAHUDPanelNeedsReview() throws {
        func panel(_ hud: Bool) -> String {
            """
            <objects>
                <window title="Inspector" customClass="NSPanel" id="panel">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES" utility="YES"\(hud ? " HUD=\"YES\"" : "")/>
                    <rect key="contentRect" x="0" y="0" width="240" height="120"/>
                    <view key="contentView" id="cv"><subviews><textField id="tf"><textFieldCell key="cell" title="Volume" id="cell">
                        <font key="font" metaFont="system"/><color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                    </textFieldCell></textField></subviews></view>
                </window>
            </objects>
            """
        }
        let pair = try #require(
            IBDocument.scan(IBDocument.write(panel(true), mac: true, storyboard: false)).pairs.first)
        #expect(pair.review?.kind == .blur)
        #expect(pair.review?.detail.contains("HUD panel") == true)
        let plain = try #require(
            IBDocument.scan(IBDocument.write(panel(false), mac: true, storyboard: false)).pairs.first)
        #expect(plain.review == nil)
    }

    @Test func anEmojiTitleIsNotDrawnInTheTextColor() throws {
        func scene(_ title: String) -> String {
            """
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc"><view key="view" id="root"><subviews>
                    <button id="b" buttonType="system" lineBreakMode="middleTruncation">
                        <state key="normal" title="\(title)"><color key="titleColor" systemColor="labelColor"/></state>
                    </button>
                </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view></viewController>
            </objects></scene></scenes>
            """
        }
        let emoji = try #require(IBDocument.scan(IBDocument.write(scene("🔥 👍🏽"))).pairs.first)
        #expect(emoji.review?.kind == .customDrawing)
        let words = try #require(IBDocument.scan(IBDocument.write(scene("Like 👍"))).pairs.first)
        #expect(words.review == nil)
        #expect(EmojiText.isEmojiOnly("🇫🇷"))
        #expect(!EmojiText.isEmojiOnly("#1")) // '#' and digits are emoji only with a keycap sequence
    }
}
