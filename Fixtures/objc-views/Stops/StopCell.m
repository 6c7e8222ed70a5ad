#import "StopCell.h"

@implementation StopCell {
    UILabel *_timeLabel;
}

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:reuseIdentifier];
    if (self) {
        UIColor *muted;
        if (@available(iOS 13, *)) {
            muted = [UIColor secondaryLabelColor];
        } else {
            muted = [UIColor darkGrayColor];
        }
        _nameLabel = [[UILabel alloc] init];
        _nameLabel.textColor = [UIColor labelColor];
        _timeLabel = [[UILabel alloc] init];
        _timeLabel.textColor = muted;
        UIStackView *row = [[UIStackView alloc] initWithArrangedSubviews:@[_nameLabel, _timeLabel]];
        [self.contentView addSubview:row];
        self.detailTextLabel.textColor = [UIColor tertiaryLabelColor];
    }
    return self;
}

@end
