#import <UIKit/UIKit.h>

@interface UnlockViewController : UIViewController

@property (nonatomic, copy) NSString *vaultName;

@end
