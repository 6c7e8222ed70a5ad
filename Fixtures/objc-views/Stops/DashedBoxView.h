#import <UIKit/UIKit.h>

@interface DashedBoxView : UIView
@end
