import AVFoundation
import UIKit

final class PlayerControlsView: UIView {
    private let playerLayer = AVPlayerLayer()
    private let titleLabel = UILabel()

    init(player: AVPlayer) {
        super.init(frame: .zero)
        backgroundColor = .black
        playerLayer.player = player
        layer.addSublayer(playerLayer)
        addSubview(titleLabel)
        titleLabel.textColor = .white
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
