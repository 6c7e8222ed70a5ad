#import <UIKit/UIKit.h>

@interface KeyCapButton : UIButton
@property (nonatomic) UIKeyboardAppearance keyAppearance;
@end
