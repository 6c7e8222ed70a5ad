#import "BaseCell.h"

@implementation BaseCell

- (void)awakeFromNib
{
    [super awakeFromNib];
    [self customizeRendering];
}

#pragma mark - Theme

- (void)customizeRendering
{
    self.titleLabel.textColor = [UIColor secondaryLabelColor];
}

@end
