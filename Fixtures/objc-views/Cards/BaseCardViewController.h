#import <UIKit/UIKit.h>

@interface BaseCardViewController : UIViewController
@property (nonatomic, strong) UILabel *headerLabel;
@end
