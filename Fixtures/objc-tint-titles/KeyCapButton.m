#import "KeyCapButton.h"

@implementation KeyCapButton

- (void)awakeFromNib {
    [super awakeFromNib];
    self.layer.cornerRadius = 6;
    self.keyAppearance = UIKeyboardAppearanceLight;
}

- (void)setKeyAppearance:(UIKeyboardAppearance)keyAppearance {
    _keyAppearance = keyAppearance;
    [self applyKeyAppearance];
}

- (void)applyKeyAppearance {
    if (self.keyAppearance == UIKeyboardAppearanceDark) {
        self.tintColor = UIColor.whiteColor;
    } else {
        self.tintColor = UIColor.blackColor;
    }
    [self setTitleColor:self.tintColor forState:UIControlStateNormal];
}

@end
