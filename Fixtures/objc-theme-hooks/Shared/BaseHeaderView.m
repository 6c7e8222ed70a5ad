#import "BaseHeaderView.h"
#import "ThemeService.h"

@implementation BaseHeaderView

- (void)awakeFromNib {
    [super awakeFromNib];
    [self customizeHeaderRendering];
}

- (void)customizeHeaderRendering {
    ThemeService *theme = ThemeService.shared;
    self.captionLabel.textColor =
        theme.captionColor;
}

@end
