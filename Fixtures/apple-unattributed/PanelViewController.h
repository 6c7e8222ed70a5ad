#import <UIKit/UIKit.h>

@interface PanelViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIButton *sendButton;
@end
