#import <UIKit/UIKit.h>

@interface StatusBar : UIView
@property (nonatomic, weak) IBOutlet UILabel *messageLabel;
@end

@interface StatusViewController : UIViewController
@end
