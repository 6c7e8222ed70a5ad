import UIKit

extension Skin {
    /// A skin the server sends for campaigns.
    static var campaign: Skin {
        CampaignService.shared.downloadedSkin()
    }
}

final class PromoBanner: UIView {
    private let messageLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(messageLabel)
        backgroundColor = .white
        messageLabel.textColor = Skin.campaign.swatches.bodyText
    }

    required init?(coder: NSCoder) { nil }
}
