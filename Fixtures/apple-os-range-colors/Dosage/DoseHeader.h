#import <UIKit/UIKit.h>

@interface DoseHeader : UIView
@property (nonatomic, strong) UILabel *titleLabel;
@end
