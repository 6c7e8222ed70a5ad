#import <UIKit/UIKit.h>

@interface MSGComposeViewController : UIViewController
@property (nonatomic, copy) NSString *draftID;
@end
