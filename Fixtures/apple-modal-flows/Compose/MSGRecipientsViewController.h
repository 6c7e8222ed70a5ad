#import <UIKit/UIKit.h>

@interface MSGRecipientsViewController : UIViewController
@property (nonatomic, weak) IBOutlet UILabel *hintLabel;
@end
